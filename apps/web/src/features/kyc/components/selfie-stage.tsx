import { useEffect, useRef, useState } from 'react';
import { useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { useUploadPhoto } from '../api/kyc';
import { KYC_COPY } from '../copy';
import { captureFrame, openFrontCamera } from '../lib/camera';
import type { UploadedPhoto } from '../lib/flow-store';
import { uploadFailureText } from './form-fields';
import { StageFrame } from './stage-frame';

type SelfieStageProps = {
  onUploaded: (photo: UploadedPhoto) => void;
  onBack: () => void;
};

/**
 * The selfie photo (spec 2.7, 9): a live front-camera view and a capture button, then Retake and
 * Upload. A refused or missing camera says so and offers a file picker instead.
 */
export function SelfieStage({ onUploaded, onBack }: SelfieStageProps) {
  const COPY = useCopy(KYC_COPY);
  const video = useRef<HTMLVideoElement>(null);
  const [cameraState, setCameraState] = useState<'opening' | 'live' | 'refused'>('opening');
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const upload = useUploadPhoto();

  useEffect(() => {
    if (photo) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    openFrontCamera().then(
      (opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const element = video.current;
        if (!element) return;
        element.srcObject = opened;
        // The capture button appears once the video knows its size: a frame taken before that
        // is 0x0 and makes no photo.
        const live = () => !cancelled && setCameraState('live');
        if (element.readyState >= HTMLMediaElement.HAVE_METADATA) live();
        else element.addEventListener('loadedmetadata', live, { once: true });
      },
      () => !cancelled && setCameraState('refused'),
    );
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [photo]);

  const take = (blob: Blob) => setPhoto({ blob, url: URL.createObjectURL(blob) });
  const capture = async () => {
    if (video.current) take(await captureFrame(video.current));
  };
  const send = () => {
    if (!photo) return;
    const file = new File([photo.blob], 'selfie.jpg', { type: photo.blob.type || 'image/jpeg' });
    // The upload stays private to the player: the local copy is what the next steps show.
    upload.mutate(file, { onSuccess: ({ key }) => onUploaded({ key, url: photo.url }) });
  };

  return (
    <StageFrame
      title={COPY.selfieTitle}
      onBack={onBack}
      footer={
        <>
          {upload.isError ? (
            <p role="alert" className="text-center text-sm font-medium text-rose-300">
              {uploadFailureText(upload.error, COPY)}
            </p>
          ) : null}
          {photo ? (
            <div className="grid grid-cols-2 gap-3">
              <Button
                variant="secondary"
                onClick={() => setPhoto(null)}
                disabled={upload.isPending}
              >
                {COPY.retake}
              </Button>
              <Button onClick={send} busy={upload.isPending}>
                {upload.isPending ? COPY.uploading : COPY.upload}
              </Button>
            </div>
          ) : cameraState === 'live' ? (
            <Button onClick={() => void capture()}>{COPY.capture}</Button>
          ) : null}
        </>
      }
    >
      {photo ? (
        <img
          src={photo.url}
          alt={COPY.selfiePreview}
          className="aspect-[3/4] w-full rounded-2xl bg-black object-cover"
        />
      ) : cameraState === 'refused' ? (
        <div className="flex flex-col gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
          <p role="alert" className="text-sm leading-relaxed text-rose-200">
            {COPY.cameraRefused}
          </p>
          <label className="bg-gold-gradient flex h-12 cursor-pointer items-center justify-center rounded-full text-base font-bold text-ink-900 focus-within:ring-2 focus-within:ring-white">
            {COPY.choosePhoto}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) take(file);
              }}
            />
          </label>
        </div>
      ) : (
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          aria-label={COPY.cameraView}
          className="aspect-[3/4] w-full -scale-x-100 rounded-2xl bg-black object-cover"
        />
      )}
    </StageFrame>
  );
}
