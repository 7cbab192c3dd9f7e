import { PageHeader } from '../../components/ui/page-header.tsx';

/**
 * The frame of a signed-in page whose content arrives with its own feature (entries, connections,
 * calendar, groups, digests): the route, guard and layout already work end to end.
 */
export function SectionPage({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section>
      <PageHeader title={title} subtitle={subtitle} />
    </section>
  );
}
