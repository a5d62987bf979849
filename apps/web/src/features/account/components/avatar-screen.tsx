import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { useProfile } from '@/shared/session/profile';
import { Button } from '@/shared/ui/form';
import { CheckIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import avatarFallback from '@/assets/avatar-fallback.svg';
import { useChangeAvatar } from '../api/upload-avatar';
import { ACCOUNT_COPY } from '../copy';

const PICTURES_PER_CATEGORY = 4;

/** The four avatar categories of spec 2.8, with four pictures each (public/avatars), and their names. */
export const AVATAR_CATEGORIES = [
  { id: 'illustration', name: 'avatarIllustration' },
  { id: 'women', name: 'avatarWomen' },
  { id: 'men', name: 'avatarMen' },
  { id: 'sports', name: 'avatarSports' },
] as const satisfies readonly { id: string; name: keyof (typeof ACCOUNT_COPY)['source'] }[];

/** The shipped pictures of one category: /avatars/{category}-{1..4}.png. */
export const avatarPictures = (category: string) =>
  Array.from({ length: PICTURES_PER_CATEGORY }, (_, i) => ({
    url: `/avatars/${category}-${i + 1}.png`,
    index: i + 1,
  }));

/**
 * /s-account/avatar (spec 2.8): four categories of four pictures, one chosen, then Save uploads it and
 * makes it the avatar.
 */
export function AvatarScreen() {
  const COPY = useCopy(ACCOUNT_COPY);
  const name = useId();
  const profile = useProfile();
  const navigate = useNavigate();
  const change = useChangeAvatar();
  const [selected, setSelected] = useState<string | null>(null);

  const save = () => {
    if (!selected) return;
    change.mutate(selected, {
      onSuccess: () => navigate(paths.account.getHref(), { replace: true }),
      onError: (error) => toast(errorMessage(error, COPY.uploadFailed), 'error'),
    });
  };

  const preview = selected ?? profile.data?.avatar ?? '';

  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.avatarTitle} backTo={paths.account.getHref()} />
      <div className="flex flex-col gap-6 px-4 pt-5 pb-28">
        <div className="flex flex-col items-center gap-2">
          <span className="rounded-full p-1 ring-2 ring-gold-400/70 shadow-[0_0_24px_rgba(246,196,69,0.25)]">
            <Img
              src={preview || avatarFallback}
              fallbackSrc={avatarFallback}
              alt={selected ? '' : COPY.avatarCurrent}
              loading="eager"
              className="size-22 rounded-full bg-ink-700 object-cover"
            />
          </span>
          <p className="text-sm text-indigo-200/75">{COPY.avatarChoose}</p>
        </div>

        {AVATAR_CATEGORIES.map((category) => (
          <fieldset key={category.id} className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-bold tracking-wide text-white">
              {COPY[category.name]}
            </legend>
            <div className="grid grid-cols-4 gap-3">
              {avatarPictures(category.id).map((picture) => {
                const checked = selected === picture.url;
                return (
                  <label key={picture.url} className="relative cursor-pointer">
                    <input
                      type="radio"
                      name={name}
                      value={picture.url}
                      checked={checked}
                      onChange={() => setSelected(picture.url)}
                      aria-label={COPY.avatarPicture({
                        category: COPY[category.name],
                        number: picture.index,
                      })}
                      className="peer sr-only"
                    />
                    <img
                      src={picture.url}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className={cn(
                        'aspect-square w-full rounded-full bg-ink-700 object-cover ring-2 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400',
                        checked ? 'ring-gold-400 scale-105' : 'ring-white/10 hover:ring-white/30',
                      )}
                    />
                    {checked ? (
                      <span className="absolute right-0 bottom-0 grid size-6 place-items-center rounded-full bg-gold-400 text-ink-900 ring-2 ring-ink-900">
                        <CheckIcon className="size-3.5" />
                      </span>
                    ) : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {/* Above the bottom navigation (4rem high) */}
      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 mx-auto w-full max-w-[480px] border-t border-white/10 bg-ink-900/95 px-4 py-3 backdrop-blur-md">
        <Button
          onClick={save}
          disabled={!selected}
          busy={change.isPending}
          active={Boolean(selected)}
          className="w-full"
        >
          {change.isPending ? COPY.uploading : COPY.save}
        </Button>
      </div>
    </div>
  );
}
