/**
 * Reflective prompts offered by 'Need inspiration?'. Written for this app: each asks for one
 * concrete moment or feeling rather than a summary, because specific memories are the ones worth
 * finding again.
 */
export const writingPrompts: readonly string[] = [
  'What small moment today would you like to remember a year from now, and why that one?',
  'Who made your day a little easier recently? What did they do, and did they know it mattered?',
  'Describe a conversation that is still echoing in your head. What was left unsaid?',
  'What did you change your mind about lately, and what tipped the balance?',
  'Write about a place where you feel most like yourself. What do you notice when you are there?',
  'What are you looking forward to, and what part of the waiting do you actually enjoy?',
  'Think of a mistake you made recently. What would you tell a friend who made the same one?',
  'What is something you learned this week that surprised you?',
  'Which emotion visited you most often today? Where in your body did you feel it?',
  'Describe a meal you shared with someone. What did you talk about?',
  'What is a question you have been carrying around without asking anyone?',
  'Who would you like to thank but have not yet? Write the thank-you here first.',
  'What did you do today purely because you wanted to, not because you had to?',
  'Recall a moment of quiet this week. What filled the silence?',
  'What is one thing you are proud of that nobody else noticed?',
  'Write about a time you felt out of your depth. How did you find your footing?',
  'Which idea has been following you around lately? Where did you first meet it?',
  'Describe someone you admire through one small habit of theirs.',
  'What drained your energy today, and what gave some of it back?',
  'If today were a chapter in a book, what would its title be?',
  'What is a boundary you kept, or wish you had kept, this week?',
  'Write about an object near you that holds a memory. Whose hands has it passed through?',
  'What did you notice on your way somewhere today that you usually walk past?',
  'Which relationship in your life is quietly changing? In what direction?',
  'What advice would your younger self need to hear about this week?',
  'Describe a moment when you laughed harder than you expected to.',
  'What worry turned out smaller than it seemed? What made it shrink?',
  'What is something you read, watched or heard that you keep thinking about?',
  'Where did you feel most at ease today, and who was there?',
  'Write about a decision you are putting off. What are you really waiting for?',
  'What tradition, large or small, matters to you, and where did it begin?',
  'Describe the last time you felt curious. What pulled you in?',
  'What did someone say to you recently that you want to hold on to?',
  'Which of your values showed up in what you did today?',
  'What is a skill you are slowly getting better at? What does progress feel like?',
  'Write about a time someone surprised you with kindness.',
  'What are you ready to let go of? What would take its place?',
  'Describe today’s weather inside you: clear, cloudy, stormy? What is the forecast?',
  'Who do you miss right now? What would you tell them about your week?',
  'What did you learn about yourself from how you handled a hard moment?',
  'Write about a meeting or visit that changed how you see someone.',
  'What is a door that opened for you recently, even a small one?',
  'What would a perfectly ordinary good day look like for you next week?',
  'Which memory came back to you unexpectedly today? What called it up?',
  'What are three things, however tiny, that went right today?',
];

/** A prompt other than the one shown, so 'Another' always changes the text. */
export function nextPrompt(current: string | null, random = Math.random): string {
  const choices = writingPrompts.filter((p) => p !== current);
  return choices[Math.floor(random() * choices.length)] ?? writingPrompts[0] ?? '';
}
