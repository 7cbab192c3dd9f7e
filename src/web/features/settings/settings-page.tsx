import { PageHeader } from '../../components/ui/page-header.tsx';
import { ImportSection } from '../imports/import-section.tsx';
import { AiSection } from './ai-section.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { EmailSection } from './email-section.tsx';
import { ExportSection } from './export-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PlanSection } from './plan-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** /settings: the account's own management, one card per concern (PRODUCT-SPEC section 2). */
export default function SettingsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Account Settings" subtitle="Your name, sign-in details, security, plan and data." />
      <div className="flex flex-col gap-6">
        <ProfileSection />
        <PlanSection />
        <AiSection />
        <ExportSection />
        <ImportSection />
        <CalendarFeedSection />
        <NotificationsSection />
        <EmailSection />
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
