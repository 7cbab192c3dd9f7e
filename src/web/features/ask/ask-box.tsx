import { useMutation } from '@tanstack/react-query';
import { MessageCircleQuestion } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { QUESTION_MAX } from '../../../shared/schemas/ask.ts';
import { streamAnswer } from '../../api/ask.ts';
import { errorMessage } from '../../api/http.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { formatCardDate } from '../entries/entry-display.ts';

/** A question box: asks the journal in plain language and shows the answer with the entries it cites. */
export function AskBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  // The answer's text as a configured model writes it; the local engine's arrives whole at the end.
  const [partial, setPartial] = useState('');
  const asking = useMutation({
    mutationFn: (q: string) => streamAnswer(q, setPartial),
    onSettled: () => setPartial(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = question.trim();
    if (!trimmed) {
      setProblem('Type a question first.');
      return;
    }
    setProblem(null);
    asking.mutate(trimmed);
  };
  return (
    <section className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <Label htmlFor={inputId}>Ask your memories</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={question}
            maxLength={QUESTION_MAX}
            autoFocus={autoFocus}
            placeholder="When did I last see Jordan?"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setQuestion(e.target.value)}
          />
          <Button type="submit" disabled={asking.isPending}>
            <MessageCircleQuestion aria-hidden className="size-4" />
            {asking.isPending ? 'Asking...' : 'Ask'}
          </Button>
        </div>
        {problem && <p className="text-sm text-destructive">{problem}</p>}
      </form>
      {asking.isPending && partial ? (
        <div className="flex flex-col gap-2" aria-live="polite" aria-busy="true">
          <p className="whitespace-pre-line leading-relaxed" data-testid="answer-so-far">
            {partial}
          </p>
          <p className="text-xs text-muted-foreground">Writing the answer...</p>
        </div>
      ) : asking.isPending ? (
        <LoadingState label="Reading your journal..." />
      ) : asking.isError ? (
        <Alert tone="destructive" title="The question could not be answered">
          <p>{errorMessage(asking.error)}</p>
        </Alert>
      ) : asking.data ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="leading-relaxed">{asking.data.answer}</p>
          {asking.data.citations.length > 0 && (
            <ul aria-label="From your entries" className="flex flex-col gap-1 text-sm">
              {asking.data.citations.map((c) => (
                <li key={c.id}>
                  <Link to={`/entries/${c.id}`} className="text-primary underline-offset-2 hover:underline">
                    {c.title}
                  </Link>{' '}
                  <span className="text-muted-foreground">· {formatCardDate(c.occurred_at)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">
            {asking.data.engine === 'local'
              ? `Answered offline by Memento’s own engine${asking.data.offline ? ': the AI service did not answer' : ''}. Private entries are never read.`
              : 'Answered by the configured AI model from the entries listed. Private entries are never sent.'}
          </p>
        </div>
      ) : null}
    </section>
  );
}
