/** Spec 9: the front camera at 1280x720, else 640x480. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints[] = [
  { video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false },
  { video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } }, audio: false },
];
/** Spec 9: photos are JPEG at quality 0.7. */
export const PHOTO_TYPE = 'image/jpeg';
export const PHOTO_QUALITY = 0.7;

/** The front camera, trying the large size first; throws when both are refused. */
export async function openFrontCamera(
  media: MediaDevices | undefined = navigator.mediaDevices,
): Promise<MediaStream> {
  if (!media?.getUserMedia) throw new Error('No camera');
  let lastError: unknown;
  for (const constraints of CAMERA_CONSTRAINTS) {
    try {
      return await media.getUserMedia(constraints);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** The video's current frame as a JPEG. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Capture failed'))),
      PHOTO_TYPE,
      PHOTO_QUALITY,
    ),
  );
}
