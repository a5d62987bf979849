import { DocsScreen } from '@/features/legal/components/docs-screen';
import { AboutUsScreen } from '@/features/support/components/about-us-screen';
import { FeedbackScreen } from '@/features/support/components/feedback-screen';
import { HelpCentreScreen } from '@/features/support/components/help-centre-screen';
import { NewsScreen } from '@/features/support/components/news-screen';
import { ROUTE_TITLES } from '@/app/route-titles';
import { useCopy } from '@/shared/i18n/define-copy';

// Each screen's title is read as it renders, so it follows a language change.
export function HelpCentre() {
  return <HelpCentreScreen title={useCopy(ROUTE_TITLES).myHelpCenter} />;
}

export function News() {
  return <NewsScreen title={useCopy(ROUTE_TITLES).myNews} />;
}

export function AboutUs() {
  return <AboutUsScreen title={useCopy(ROUTE_TITLES).myAboutUs} />;
}

export function Feedback() {
  return <FeedbackScreen title={useCopy(ROUTE_TITLES).myFeedback} />;
}

export function Docs() {
  return <DocsScreen title={useCopy(ROUTE_TITLES).docs} />;
}
