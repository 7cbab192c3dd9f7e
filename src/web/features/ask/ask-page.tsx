import { PageHeader } from '../../components/ui/page-header.tsx';
import { AskBox } from './ask-box.tsx';

/** `/ask`: a question in plain language, answered from the user's own entries. */
export default function AskPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Ask your memories"
        subtitle="Ask about people, places and times: “What did Grandma tell me about Naples?”"
      />
      <AskBox autoFocus />
    </div>
  );
}
