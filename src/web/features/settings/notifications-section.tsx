import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../api/http.ts';
import {
  addPushDevice,
  type KindSetting,
  type NotificationSettings,
  notificationQueries,
  removePushDevice,
  saveNotificationSettings,
} from '../../api/notifications.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/form-fields.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SkeletonBlock } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../lib/toast.ts';
import { NotificationLog } from './notification-log.tsx';
import { pushSupported, subscribeThisDevice } from './push-device.ts';
import { SettingsSection } from './settings-section.tsx';

type Kinds = NotificationSettings['kinds'];
type KindName = keyof Kinds;
type Channel = KindSetting['channels'][number];

/** The kinds, in this order. */
const shownKinds: { kind: KindName; title: string; about: string }[] = [
  {
    kind: 'important_dates',
    title: 'Important dates',
    about:
      'Birthdays and other dates of your connections, with up to 3 memories about them. Private entries are never included.',
  },
  {
    kind: 'keep_in_touch',
    title: 'Keep in touch',
    about: 'A weekly roll-up of the people whose keep-in-touch cadence has lapsed.',
  },
  {
    kind: 'journaling',
    title: 'Journaling reminder',
    about: 'A nudge to write, skipped on days you already wrote.',
  },
  {
    kind: 'weekly_digest',
    title: 'Weekly digest',
    about: 'Your week’s digest, saved with your digests; you get a short summary with a link.',
  },
];

const channelNames: Record<Channel, string> = { email: 'Email', push: 'Push', webhook: 'Webhook' };
const dayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Settings → Notifications: each reminder's switch, time, days and channels; the webhook; push on this device. */
export function NotificationsSection() {
  const settings = useQuery(notificationQueries.settings());
  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="Reminders by email, push or webhook, sent at your local time. Private entries’ text is never sent."
    >
      <QueryState
        query={settings}
        loading={
          <div className="flex flex-col gap-3" role="status" aria-label="Loading notification settings">
            <SkeletonBlock className="h-16" />
            <SkeletonBlock className="h-16" />
          </div>
        }
        errorTitle="Could not load notification settings"
      >
        {(data) => <NotificationsForm settings={data} />}
      </QueryState>
      <NotificationLog />
    </SettingsSection>
  );
}

function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const queryClient = useQueryClient();
  const [kinds, setKinds] = useState<Kinds>(settings.kinds);
  const [webhookUrl, setWebhookUrl] = useState(settings.webhook_url ?? '');
  const [webhookFormat, setWebhookFormat] = useState(settings.webhook_format);
  const [webhookError, setWebhookError] = useState<string>();
  useEffect(() => {
    setKinds(settings.kinds);
    setWebhookUrl(settings.webhook_url ?? '');
    setWebhookFormat(settings.webhook_format);
  }, [settings]);

  const save = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(notificationQueries.settings().queryKey, next);
      setWebhookError(undefined);
      toast.success('Notification settings saved');
    },
    onError: (error) => {
      const field =
        error instanceof ApiError ? error.fields.find((f) => f.field === 'webhook_url') : undefined;
      setWebhookError(field?.message);
      toast.error('Could not save notification settings', { description: errorMessage(error) });
    },
  });

  const change = (kind: KindName, patch: Partial<KindSetting>) =>
    setKinds((current) => ({ ...current, [kind]: { ...current[kind], ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ kinds, webhook_url: webhookUrl.trim() || null, webhook_format: webhookFormat });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Notification settings">
      <p className="text-sm text-muted-foreground">
        Times are in your time zone, {settings.time_zone}. Email goes to {settings.email}.
      </p>
      {!settings.channels_available.email && (
        <Alert title="Email is not set up on this server">
          Reminders by email are logged as failed until the operator sets SMTP_URL.
        </Alert>
      )}
      {shownKinds.map(({ kind, title, about }) => (
        <KindRow
          key={kind}
          kind={kind}
          title={title}
          about={about}
          setting={kinds[kind]}
          onChange={(p) => change(kind, p)}
        />
      ))}
      <fieldset className="flex flex-col gap-2 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Webhook or ntfy</legend>
        <p className="text-sm text-muted-foreground">
          Memento POSTs each reminder to this address: JSON for your own automations, or a title and message
          for an ntfy topic URL (such as https://ntfy.sh/your-topic).
        </p>
        <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
          <div className="flex flex-col gap-1">
            <Label htmlFor="webhook-url">Webhook URL</Label>
            <Input
              id="webhook-url"
              type="url"
              inputMode="url"
              placeholder="https://ntfy.sh/my-memento-topic"
              value={webhookUrl}
              maxLength={2000}
              aria-invalid={webhookError ? true : undefined}
              aria-describedby={webhookError ? 'webhook-url-error' : undefined}
              onChange={(e) => setWebhookUrl(e.target.value)}
            />
            <FieldError id="webhook-url-error" message={webhookError} />
          </div>
          <SelectField
            id="webhook-format"
            label="Format"
            className="gap-1"
            value={webhookFormat}
            onChange={(e) => setWebhookFormat(e.target.value as typeof webhookFormat)}
          >
            <option value="json">JSON</option>
            <option value="ntfy">ntfy</option>
          </SelectField>
        </div>
      </fieldset>
      <PushDevices vapidPublicKey={settings.vapid_public_key} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save notification settings'}
        </Button>
      </div>
    </form>
  );
}

function KindRow({
  kind,
  title,
  about,
  setting,
  onChange,
}: {
  kind: KindName;
  title: string;
  about: string;
  setting: KindSetting;
  onChange: (patch: Partial<KindSetting>) => void;
}) {
  const id = `notify-${kind}`;
  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label id={`${id}-title`} htmlFor={id}>
            {title}
          </Label>
          <p className="text-sm text-muted-foreground">{about}</p>
        </div>
        <Switch id={id} checked={setting.enabled} onCheckedChange={(enabled) => onChange({ enabled })} />
      </div>
      {setting.enabled && (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-time`}>Time</Label>
              <Input
                id={`${id}-time`}
                type="time"
                required
                className="w-32"
                value={setting.time}
                onChange={(e) => onChange({ time: e.target.value.slice(0, 5) })}
              />
            </div>
            {kind === 'important_dates' && (
              <div className="flex flex-col gap-1">
                <Label htmlFor={`${id}-before`}>Days before</Label>
                <Input
                  id={`${id}-before`}
                  type="number"
                  min={0}
                  max={30}
                  required
                  className="w-24"
                  value={setting.days_before}
                  onChange={(e) => onChange({ days_before: Number(e.target.value) })}
                />
              </div>
            )}
          </div>
          {kind !== 'important_dates' && (
            <fieldset className="flex flex-wrap gap-1.5">
              <legend className="sr-only">{title}: days</legend>
              {dayNames.map((name, i) => {
                const day = i + 1;
                const on = setting.weekdays.includes(day);
                return (
                  <Button
                    key={name}
                    type="button"
                    size="sm"
                    variant={on ? 'default' : 'outline'}
                    aria-pressed={on}
                    // At least one day stays chosen: the server refuses none.
                    onClick={() =>
                      on && setting.weekdays.length === 1
                        ? undefined
                        : onChange({ weekdays: toggle(setting.weekdays, day).sort() })
                    }
                  >
                    {name}
                  </Button>
                );
              })}
            </fieldset>
          )}
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">{title}: channels</legend>
            {(Object.keys(channelNames) as Channel[]).map((channel) => (
              <label key={channel} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={setting.channels.includes(channel)}
                  onChange={() => onChange({ channels: toggle(setting.channels, channel) })}
                />
                {channelNames[channel]}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </fieldset>
  );
}

function PushDevices({ vapidPublicKey }: { vapidPublicKey: string }) {
  const queryClient = useQueryClient();
  const devices = useQuery(notificationQueries.devices());
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationQueries.devices().queryKey });
  const add = useMutation({
    mutationFn: async () =>
      addPushDevice({ ...(await subscribeThisDevice(vapidPublicKey)), device: deviceName() }),
    onSuccess: () => {
      refresh();
      toast.success('Push notifications are on for this device');
    },
    onError: (error) => toast.error('Could not turn on push', { description: errorMessage(error) }),
  });
  const remove = useMutation({
    mutationFn: removePushDevice,
    onSuccess: refresh,
    onError: (error) => toast.error('Could not remove the device', { description: errorMessage(error) }),
  });
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Push on your devices</legend>
      {devices.data?.items.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {devices.data.items.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-2">
              <span>{d.device ?? 'A device'}</span>
              <Button type="button" size="sm" variant="ghost" onClick={() => remove.mutate(d.id)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No device gets push notifications yet.</p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={!pushSupported() || add.isPending}
          onClick={() => add.mutate()}
        >
          {pushSupported() ? 'Turn on push on this device' : 'This browser cannot receive push'}
        </Button>
      </div>
    </fieldset>
  );
}

/** The first name whose pattern the user agent matches, in order (Edge's and Chrome's also say Safari). */
const firstMatch = (ua: string, names: [RegExp, string][], otherwise: string) =>
  names.find(([pattern]) => pattern.test(ua))?.[1] ?? otherwise;

const browsers: [RegExp, string][] = [
  [/Firefox/, 'Firefox'],
  [/Edg\//, 'Edge'],
  [/Chrome/, 'Chrome'],
  [/Safari/, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = firstMatch(ua, browsers, 'Browser');
  const system = firstMatch(ua, systems, '');
  return system ? `${browser} on ${system}` : browser;
}
