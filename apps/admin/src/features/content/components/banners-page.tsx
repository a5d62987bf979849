import {
  BANNER_TYPES,
  BANNER_TYPE_TITLES,
  BRAND_TAGS,
  CONTENT_LIMITS,
  DEFAULT_BRAND,
  operatorCalls,
  type AdminBanner,
} from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { CallDialog } from '@/shared/forms/call-dialog';
import { imageUrl } from '@/shared/lib/image';
import { useActing } from '@/shared/lib/use-acting';
import { OnOffBadge } from '@/shared/ui/badge';
import { CheckboxField, SelectField, TextField } from '@/shared/ui/form';
import { Loaded } from '@/shared/ui/loaded';
import { TablePanel } from '@/shared/ui/list-panel';
import { PageHeader } from '@/shared/ui/page';
import { Stacked } from '@/shared/ui/table';
import { BANNER_READS, useBanners } from '../api/content';
import { DeleteDialog, changedColumn, editColumn } from './content-parts';

/** The host-name brands first (the default, then the tags), then any other brand with banners. */
const brandsOf = (banners: readonly AdminBanner[]) => [
  ...new Set<string>([DEFAULT_BRAND, ...BRAND_TAGS, ...banners.map((banner) => banner.brand)]),
];
const brandTitle = (brand: string) => (brand === DEFAULT_BRAND ? `${brand} (default)` : brand);
const placeTitle = (type: number) =>
  BANNER_TYPE_TITLES[type as (typeof BANNER_TYPES)[number]] ?? `Type ${type}`;

type Acting =
  { kind: 'save'; banner: AdminBanner | null } | { kind: 'delete'; banner: AdminBanner };

/**
 * The home carousel's banners (and the promotion strip's), by brand: add one, change one (its
 * image is drawn again from the brand, headline, subline and colour), switch one off, delete
 * one. The players' home shows a change at once. Admins write; support reads.
 */
export function BannersPage() {
  const banners = useBanners();
  const canWrite = useMayCall()(operatorCalls.adminBannerSave);
  const { acting, act: setActing, stop, outcome, done } = useActing<Acting>();
  return (
    <>
      <PageHeader
        title="Banners"
        description="The banners of each brand's home, in their order. A change shows on the players' home at once."
        add={
          canWrite && {
            label: 'Add banner',
            onClick: () => setActing({ kind: 'save', banner: null }),
          }
        }
        outcome={outcome}
      />
      <Loaded query={banners} label="Loading banners…">
        {(rows) => (
          <div className="space-y-5">
            {brandsOf(rows).map((brand) => (
              <BrandBanners
                key={brand}
                brand={brand}
                banners={rows.filter((banner) => banner.brand === brand)}
                canWrite={canWrite}
                onAct={setActing}
              />
            ))}
          </div>
        )}
      </Loaded>
      {acting?.kind === 'save' && (
        <BannerDialog
          banner={acting.banner}
          brands={brandsOf(banners.data ?? [])}
          onClose={stop}
          onDone={(saved) =>
            done(`Banner “${saved.headline}” ${acting.banner ? 'saved' : 'added'}.`)
          }
        />
      )}
      {acting?.kind === 'delete' && (
        <DeleteDialog
          call={operatorCalls.adminBannerDelete}
          invalidates={BANNER_READS}
          id={acting.banner.id}
          title="Delete banner"
          description={`“${acting.banner.headline}” (${brandTitle(acting.banner.brand)}) leaves the players' home at once.`}
          onClose={stop}
          onDone={() => done(`Banner “${acting.banner.headline}” deleted.`)}
        />
      )}
    </>
  );
}

function BrandBanners({
  brand,
  banners,
  canWrite,
  onAct,
}: {
  brand: string;
  banners: AdminBanner[];
  canWrite: boolean;
  onAct: (acting: Acting) => void;
}) {
  return (
    <TablePanel
      title={`${brandTitle(brand)} · ${banners.length}`}
      rows={banners}
      empty="No banners for this brand"
      caption={`Banners of ${brandTitle(brand)}`}
      rowKey={(banner) => banner.id}
      columns={[
        {
          head: 'Headline',
          rowHeader: true,
          className: 'min-w-40',
          cell: (banner) => (
            <Stacked
              primary={banner.headline}
              secondary={<span className="font-normal">{banner.subline}</span>}
            />
          ),
        },
        {
          head: 'Banner',
          className: 'w-28',
          cell: (banner) => (
            <img
              src={imageUrl(banner.url)}
              alt={`Banner: ${banner.headline}`}
              loading="lazy"
              className="h-10 w-25 max-w-none rounded object-cover ring-1 ring-slate-200"
            />
          ),
        },
        {
          head: 'Place',
          className: 'whitespace-nowrap',
          cell: (banner) => placeTitle(banner.type),
        },
        {
          head: 'Link',
          className: 'max-w-36 truncate font-mono text-xs',
          title: (banner) => banner.link,
          cell: (banner) => banner.link || '—',
        },
        { head: 'Order', align: 'right', cell: (banner) => banner.sorting },
        {
          head: 'State',
          cell: (banner) => <OnOffBadge on={banner.state === 1} noTone="neutral" />,
        },
        changedColumn<AdminBanner>((banner) => [banner.updated_name, banner.updated_at]),
        canWrite &&
          editColumn<AdminBanner>(
            (banner) => banner.headline,
            (banner) => onAct({ kind: 'save', banner }),
            (banner) => onAct({ kind: 'delete', banner }),
          ),
      ]}
    />
  );
}

function BannerDialog({
  banner,
  brands,
  onClose,
  onDone,
}: {
  banner: AdminBanner | null;
  brands: string[];
  onClose: () => void;
  onDone: (saved: AdminBanner) => void;
}) {
  return (
    <CallDialog
      call={operatorCalls.adminBannerSave}
      invalidates={BANNER_READS}
      // The switch is a checkbox (true or false); the call takes 1 or 0.
      check={{
        prepare: (values) => ({ ...values, state: values.state ? (1 as const) : (0 as const) }),
      }}
      defaultValues={{
        ...(banner && { id: banner.id }),
        brand: banner?.brand ?? DEFAULT_BRAND,
        type: banner?.type === 2 ? 2 : 1,
        headline: banner?.headline ?? '',
        subline: banner?.subline ?? '',
        link: banner?.link ?? '',
        back_color: banner?.back_color ?? '#1e6fd9',
        sorting: banner?.sorting ?? 0,
        state: (banner ? banner.state === 1 : true) as unknown as 0 | 1,
        reason: '',
      }}
      title={banner ? `Change “${banner.headline}”` : 'Add banner'}
      description="Its image is drawn from the brand, headline, subline and colour."
      wide
      fields={(form) => {
        const { errors } = form.formState;
        return (
          <>
            {banner && (
              <img
                src={imageUrl(banner.url)}
                alt={`The banner as players see it now: ${banner.headline}`}
                className="aspect-[5/2] h-32 w-auto max-w-full rounded-md object-cover ring-1 ring-slate-200"
              />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label="Brand" error={errors.brand?.message} {...form.register('brand')}>
                {brands.map((brand) => (
                  <option key={brand} value={brand}>
                    {brandTitle(brand)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Place"
                error={errors.type?.message}
                {...form.register('type', { valueAsNumber: true })}
              >
                {BANNER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {BANNER_TYPE_TITLES[type]}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Headline"
                maxLength={CONTENT_LIMITS.bannerHeadline}
                hint={`Up to ${CONTENT_LIMITS.bannerHeadline} characters (two lines on the image).`}
                error={errors.headline?.message}
                {...form.register('headline')}
              />
              <TextField
                label="Subline (optional)"
                maxLength={CONTENT_LIMITS.bannerSubline}
                hint={`Up to ${CONTENT_LIMITS.bannerSubline} characters.`}
                error={errors.subline?.message}
                {...form.register('subline')}
              />
              <TextField
                label="Link (optional)"
                placeholder="/s-game/category/3"
                hint="An app path (/…) or an https:// address; empty for none."
                error={errors.link?.message}
                {...form.register('link')}
              />
              <TextField
                label="Background colour"
                type="color"
                className="h-9 p-1"
                error={errors.back_color?.message}
                {...form.register('back_color')}
              />
              <TextField
                label="Order"
                inputMode="numeric"
                hint="Lower first."
                error={errors.sorting?.message}
                {...form.register('sorting')}
              />
            </div>
            <CheckboxField
              label="On"
              hint="A banner switched off leaves the players' home; its image is not drawn."
              {...form.register('state')}
            />
          </>
        );
      }}
      reason={{ rows: 2, hint: 'Kept in the audit log with what changed.' }}
      submit={banner ? 'Save' : 'Add banner'}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
