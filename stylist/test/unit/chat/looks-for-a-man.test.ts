import { describe, expect, it } from 'vitest';
import { talk } from '../../support/chat-talk';

// A man who says he is one is offered a look he would wear: the planned look (a party, a wedding in the weather) takes
// no skirt, dress, blouse, heels, clutch or earrings; said of nobody, the looks stay open to everyone.
const WOMENSWEAR = /blouse|skirt|(?<!business )\bdress\b(?! code| shirt)|pumps|heel|clutch|earring|camisole|pashmina|slingback/iu;

describe('a look for a man', () => {
  it.each([
    ["I'm a guy, what should I wear to a party?"],
    ["I'm a guy, what should I wear to a wedding in the rain?"],
    ["I'm a guy, what should I wear to a wedding in summer?"],
    ['I am a man. What should I wear to a formal dinner in winter?'],
    ['What should my husband wear to a wedding?'],
    ['What should my husband wear to a party?'],
  ])('%s offers no womenswear', async (question) => {
    const [reply = ''] = await talk('en', question);
    // The pieces offered, from the pick to the exception: the rule before them may name what others wear.
    const offered = reply.slice(reply.indexOf('I’d pick')).split('The exception')[0];
    expect(offered).toContain('pick');
    expect(offered).not.toMatch(WOMENSWEAR);
  });

  it.each([
    ["I'm a guy, what shoes should I wear to a wedding?"],
    ["I'm a guy, what top should I wear to a wedding?"],
    ['I am a man, which shoes for a job interview?'],
  ])('%s: the piece and its partners are his', async (question) => {
    const [reply] = await talk('en', question);
    expect(reply).not.toMatch(WOMENSWEAR);
  });

  it('the same look asked for by a woman is unchanged by it', async () => {
    const [said] = await talk('en', "I'm a woman, what should I wear to a party?");
    const [open] = await talk('en', 'What should I wear to a party?');
    expect(said).toBe(open);
  });
});
