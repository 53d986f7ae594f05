import type { Language } from '@fitrater/contracts';
import type { ChatFacts, ChatTurn } from '../../src/chat-types';
import { writeLocalReply } from '../../src/local/chat';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };

/** A conversation as the product holds it (professional voice, no ratings yet): each question with the reply it got. */
export async function talk(language: Language, ...messages: string[]): Promise<string[]> {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const reply = await writeLocalReply({ message, language, personality: 'professional', history: [...history], facts: NO_FACTS, image: null }, { paceMs: 0 });
    history.push({ role: 'user', text: message }, { role: 'assistant', text: reply });
    replies.push(reply);
  }
  return replies;
}
