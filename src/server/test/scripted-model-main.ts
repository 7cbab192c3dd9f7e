// The app with its AI pointed at a local stand-in model that streams and transcribes
// (src/server/test/scripted-model.ts), in one process: the browser tests' fault server runs this,
// so no extra port is needed.
import { startFakeChatServer } from '../features/ai/openai/fake-chat-server.ts';
import { scriptedModel, scriptedTranscript } from './scripted-model.ts';

const fake = await startFakeChatServer(scriptedModel, scriptedTranscript);
process.env.AI_PROVIDER = 'openai';
process.env.AI_BASE_URL = fake.url;
process.env.AI_MODEL = 'fake-model';
await import('../main.ts');
