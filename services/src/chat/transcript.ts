// The transcript of a closed conversation, mailed to the visitor and the care team.
import type { Conversation } from '../../../wire/services.js';
import type { Services } from '../part.js';

/** Care team inbox that keeps a copy of every transcript (Yardwise's support email in content). */
export const CARE_TEAM_EMAIL = 'help@yardwise.example';

/** Mails the transcript of a closed conversation to the visitor (if they gave an email) and the care team. */
export async function mailTranscript(services: Services, conversation: Conversation): Promise<void> {
  const visitor = conversation.name ?? 'You';
  const lines = conversation.messages.map((m) => `[${m.at}] ${m.from === 'agent' ? 'Yardwise care' : visitor}: ${m.text}`);
  const text = [`Transcript of your Yardwise chat (${conversation.id}).`, '', ...(lines.length ? lines : ['No messages.']), ''].join('\n');
  for (const to of [conversation.email, CARE_TEAM_EMAIL]) {
    if (to) await services.mail.send({ to, subject: 'Your Yardwise chat transcript', text });
  }
}
