import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiQueries, setAiEnabled } from '../../api/ai.ts';
import { errorMessage } from '../../api/http.ts';
import { Label } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../lib/toast.ts';
import { useAiSettings } from '../ai/use-ai-settings.ts';
import { SettingsSection } from './settings-section.tsx';

/** The per-user AI switch: off means no summaries, no suggestions and digests without text analysis. */
export function AiSection() {
  const settings = useAiSettings();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: setAiEnabled,
    onSuccess: (next) => {
      queryClient.setQueryData(aiQueries.settings().queryKey, next);
      toast.success(next.ai_enabled ? 'AI features turned on' : 'AI features turned off');
    },
    onError: (error) => toast.error('Could not change the AI setting', { description: errorMessage(error) }),
  });
  const enabled = save.isPending ? save.variables : settings.data?.ai_enabled;
  const where =
    settings.data?.provider === 'openai'
      ? 'This server sends the text of non-private entries to its configured AI service.'
      : 'This server analyses entries on its own; nothing leaves it.';
  return (
    <SettingsSection
      id="ai"
      title="AI features"
      description="Entry summaries, emotion suggestions while you write, and text analysis in digests. Private entries are never analysed."
    >
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="ai-enabled">Use AI features</Label>
          <p className="text-sm text-muted-foreground">{settings.data ? where : ' '}</p>
        </div>
        <Switch
          id="ai-enabled"
          checked={enabled ?? false}
          disabled={!settings.data || save.isPending}
          onCheckedChange={(checked) => save.mutate(checked)}
        />
      </div>
    </SettingsSection>
  );
}
