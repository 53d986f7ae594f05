import type { ChatTurn } from '../../chat-types';
import { extractEntities, type Entities } from './entities';
import { findWord, normalise } from './rater';

export type Intent = 'photo' | 'greeting' | 'thanks' | 'history' | 'trends' | 'pick' | 'pair' | 'style' | 'occasion' | 'noPhoto' | 'fallback';

const WORDS = {
  greeting: 'hi|hello|hey|good morning|hola|buenos dias|bonjour|salut|hallo|guten tag|ciao|buongiorno|ola|oi|bom dia|你好|您好|こんにちは|おはよう|안녕|안녕하세요|مرحبا|السلام عليكم|أهلا',
  thanks: 'thanks|thank you|thx|gracias|merci|danke|grazie|obrigado|obrigada|谢谢|多谢|ありがとう|고마워|감사합니다|감사|شكرا',
  history: 'my best|best rated|best-rated|my ratings|my rating|my outfits|my history|my score|mi mejor|mis calificaciones|mon meilleur|mes notes|mein bestes|meine bewertungen|il mio migliore|le mie valutazioni|meu melhor|minhas avaliacoes|我的评分|我最好|我的穿搭|私の評価|一番良い|내 평가|내 최고|나의 코디|تقييماتي|أفضل إطلالة',
  trends: 'trend|trends|trending|in style|in fashion|tendencia|tendencias|de moda|tendance|tendances|a la mode|trends|angesagt|tendenza|tendenze|di moda|tendencia|tendencias|em alta|流行|潮流|趋势|トレンド|流行り|유행|트렌드|صيحات|الموضة|رائج',
  photo: 'this look|this outfit|my outfit|how do i look|rate my|photo|picture|mi look|mi outfit|esta foto|mon look|ma tenue|cette photo|mein outfit|dieses foto|il mio look|questa foto|meu look|esta foto|照片|这套|写真|このコーデ|사진|이 코디|صورة|إطلالتي',
} as const;

const has = (text: string, words: string) => words.split('|').some((w) => findWord(text, normalise(w)).length > 0);

export interface Understood {
  intent: Intent;
  entities: Entities;
  /** Garments from earlier turns the question builds on ("…and with white sneakers?"). */
  base: Entities['garments'];
}

function isFollowUp(message: string, followUpWords: string): boolean {
  const text = normalise(message.trim());
  const short = text.split(/\s+/).length <= 8 || text.length <= 24;
  return short || has(text, followUpWords);
}

/**
 * What is asked, with the entities it is about. A short follow-up borrows the occasion, weather
 * and garments of the last user turns that had them, so "and with white sneakers?" is understood.
 */
export function understand(message: string, hasImage: boolean, history: readonly ChatTurn[], followUpWords: string): Understood {
  const text = normalise(message);
  const e = extractEntities(message);
  let base: Entities['garments'] = [];
  if (isFollowUp(message, followUpWords)) {
    const earlier = history.filter((t) => t.role === 'user').slice(-3).reverse().map((t) => extractEntities(t.text));
    const ctx = earlier.find((x) => x.garments.length || x.occasion || x.weather);
    if (ctx) {
      e.occasion ??= ctx.occasion;
      e.weather ??= ctx.weather;
      const covered = new Set(e.garments.flatMap((g) => g.components));
      base = ctx.garments.filter((g) => !g.components.some((c) => covered.has(c)));
      if (!e.garments.length && !e.asksFor) e.asksFor = ctx.asksFor;
    }
  }
  const named = e.garments.length + base.length;
  const intent: Intent =
    hasImage ? 'photo'
      : has(text, WORDS.thanks) && !named && !e.occasion ? 'thanks'
        : has(text, WORDS.greeting) && !named && !e.occasion && !e.weather ? 'greeting'
          : has(text, WORDS.history) ? 'history'
            : has(text, WORDS.trends) && !named ? 'trends'
              : e.asksFor && (named || e.occasion) ? 'pick'
                : named >= 2 || (e.garments.length >= 1 && base.length >= 1) || (!named && e.colours.length >= 2) ? 'pair'
                  : e.garments.length === 1 && !e.occasion && !e.weather ? 'style'
                    : e.occasion || e.weather || named ? 'occasion'
                      : has(text, WORDS.photo) ? 'noPhoto'
                        : 'fallback';
  return { intent, entities: e, base };
}
