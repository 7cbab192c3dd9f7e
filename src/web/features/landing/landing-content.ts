import {
  BookHeart,
  Brain,
  CalendarClock,
  FolderTree,
  HeartHandshake,
  type LucideIcon,
  Mic,
  NotebookPen,
  Sparkles,
  Tags,
  TrendingUp,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const benefits: Feature[] = [
  {
    icon: TrendingUp,
    title: 'Growth insights',
    text: 'See how your moods, habits and priorities shift over weeks and years.',
  },
  {
    icon: HeartHandshake,
    title: 'Relationship intelligence',
    text: 'Remember who matters, what you shared, and the dates you never want to miss.',
  },
  {
    icon: CalendarClock,
    title: 'Memory timeline',
    text: 'Every moment on a calendar, so finding a day again takes a click.',
  },
  {
    icon: Sparkles,
    title: 'AI journaling',
    text: 'Reflective digests and summaries that help you notice what you lived.',
  },
  {
    icon: Mic,
    title: 'Voice-to-text with emotion analysis',
    text: 'Speak a memory; Memento writes it down and suggests how it felt.',
  },
  {
    icon: FolderTree,
    title: 'Smart organization',
    text: 'Tags, places, sources and groups keep a growing journal easy to browse.',
  },
];

export const superpowers: Feature[] = [
  { icon: Brain, title: 'Runs on your machine', text: 'The AI engine works offline; your words stay yours.' },
  {
    icon: Tags,
    title: 'Emotion tags',
    text: 'Nine emotions to name how a moment felt, suggested as you write.',
  },
  {
    icon: BookHeart,
    title: 'Private by default',
    text: 'Mark an entry private and it never feeds a digest or a model.',
  },
];

export const steps: Feature[] = [
  { icon: NotebookPen, title: 'Capture', text: 'Write or speak a moment the moment it happens.' },
  { icon: FolderTree, title: 'Organize', text: 'Link it to people, ideas, places and groups.' },
  { icon: CalendarClock, title: 'Remember', text: 'Find it again by calendar, search or connection.' },
  { icon: Sparkles, title: 'Reflect', text: 'Read a digest of your week, month or year.' },
];
