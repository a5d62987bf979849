import { DocsScreen } from '@/features/legal/components/docs-screen';
import { AboutUsScreen } from '@/features/support/components/about-us-screen';
import { FeedbackScreen } from '@/features/support/components/feedback-screen';
import { HelpCentreScreen } from '@/features/support/components/help-centre-screen';
import { NewsScreen } from '@/features/support/components/news-screen';
import { ROUTE_TITLES as T } from '@/app/route-titles';

export const HelpCentre = () => <HelpCentreScreen title={T.myHelpCenter} />;
export const News = () => <NewsScreen title={T.myNews} />;
export const AboutUs = () => <AboutUsScreen title={T.myAboutUs} />;
export const Feedback = () => <FeedbackScreen title={T.myFeedback} />;
export const Docs = () => <DocsScreen title={T.docs} />;
