import { useState } from 'react';
import { useHomeIndex } from '@/shared/brand/home-index';
import { useCopy } from '@/shared/i18n/define-copy';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { Img } from '@/shared/ui/img';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { SmartLink } from '@/shared/ui/smart-link';
import { TitleBar } from '@/shared/ui/title-bar';
import { ABOUT_INTRODUCTION, SUPPORT_COPY } from '../copy';
import { LoadingList } from './loading-list';
import { TabList } from './tab-list';

type AboutTab = 'introduction' | 'follow';

/** The brand's social channels, from the home index (the same links as the home page). */
function FollowUsPanel() {
  const COPY = useCopy(SUPPORT_COPY);
  const query = useHomeIndex();
  if (query.isPending) return <LoadingList rows={4} />;
  if (query.isError) {
    return (
      <ErrorWithRetry
        message={COPY.loadError}
        retryLabel={COPY.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const media = query.data.media;
  if (media.length === 0) return <EmptyState message={COPY.followUsEmpty} />;
  return (
    <ul className="flex flex-col gap-2.5 px-4">
      {media.map((item) => (
        <li key={item.link_h5 || item.url}>
          <SmartLink
            href={item.link_h5}
            className="flex items-center gap-3 rounded-xl bg-card px-4 py-3 ring-1 ring-white/10 hover:bg-white/5"
          >
            <Img src={item.url} alt="" className="size-9 object-contain" />
            <span className="flex-1 text-sm font-semibold text-white capitalize">{item.name}</span>
            <ChevronRightIcon className="size-5 text-indigo-200/60" />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** /my/aboutus: tabs Introduction and Follow Us (spec 2.1). */
export function AboutUsScreen({ title }: { title: string }) {
  const COPY = useCopy(SUPPORT_COPY);
  const INTRODUCTION = useCopy(ABOUT_INTRODUCTION);
  const paragraphs = [INTRODUCTION.paragraph1, INTRODUCTION.paragraph2, INTRODUCTION.paragraph3];
  const [tab, setTab] = useState<AboutTab>('introduction');
  return (
    <div className="flex flex-col pb-10">
      <TitleBar title={title} />
      <TabList
        label={COPY.aboutTabs}
        idPrefix="about"
        tabs={[
          { id: 'introduction', label: COPY.introduction },
          { id: 'follow', label: COPY.followUs },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <div id="about-panel" role="tabpanel" aria-labelledby={`about-tab-${tab}`}>
        {tab === 'introduction' ? (
          <div className="mx-4 flex flex-col gap-3 rounded-2xl bg-card p-5 text-sm leading-relaxed text-indigo-100/90 ring-1 ring-white/10">
            {paragraphs.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <FollowUsPanel />
        )}
      </div>
    </div>
  );
}
