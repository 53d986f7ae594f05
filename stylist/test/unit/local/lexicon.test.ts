import { describe, expect, it } from 'vitest';
import { occasionProfile } from '../../../src/local/occasions';
import { readDescription } from '../../../src/local/signals/text';

const garments = (d: string) => readDescription(d)!.garments.map((g) => [g.garment, g.colours]);

describe('local stylist: description lexicon', () => {
  it('binds colours to the garment next to them (adjective before or after)', () => {
    expect(garments('camel coat and navy trousers')).toEqual([['coat', ['camel']], ['trousers', ['navy']]]);
    expect(garments('camisa blanca y pantalón azul marino')).toEqual([['shirt', ['white']], ['trousers', ['navy']]]);
  });

  it('prefers the longest match: running shoes are not just shoes, a dress shirt is a shirt', () => {
    expect(garments('running shoes')).toEqual([['runningShoes', []]]);
    expect(garments('white dress shirt')).toEqual([['shirt', ['white']]]);
  });

  it('recognises common garment and colour words in es fr de it pt and in CJK/Arabic display names', () => {
    expect(garments('chemise blanche, pantalon bleu marine et mocassins')).toEqual([['shirt', ['white']], ['trousers', ['navy']], ['loafers', []]]);
    expect(garments('schwarze Hose und weißes Hemd')).toEqual([['trousers', ['black']], ['shirt', ['white']]]);
    expect(garments('giacca cammello e jeans')).toEqual([['jacket', ['camel']], ['jeans', []]]);
    expect(garments('vestido vermelho e sandálias')).toEqual([['dress', ['red']], ['sandals', []]]);
    expect(garments('藏青色西装')).toEqual([['suit', ['navy']]]);
    expect(garments('ネイビーのスーツ')).toEqual([['suit', ['navy']]]);
    expect(garments('네이비 정장')).toEqual([['suit', ['navy']]]);
    expect(garments('بدلة باللون الكحلي')).toEqual([['suit', ['navy']]]);
  });

  it('one-piece garments cover top and bottom', () => {
    expect(readDescription('a wine jumpsuit')!.garments[0]!.components).toEqual(['top', 'bottom']);
  });

  it('does not see garments in ordinary words', () => {
    expect(garments('I love rock concerts, short trips, or a teen movie')).toEqual([]);
  });

  it('reads custom occasions with the same word lists, else neutral', () => {
    expect(occasionProfile('custom', 'Job interview at a bank').resolved).toBe('interview');
    expect(occasionProfile('custom', 'boda de mi prima').resolved).toBe('wedding');
    expect(occasionProfile('custom', 'Yoga am Morgen').group).toBe('athletic');
    expect(occasionProfile('custom', 'zzz')).toMatchObject({ resolved: null, group: 'everyday' });
    expect(occasionProfile('interview', null)).toMatchObject({ group: 'professional' });
  });

  it('reads a custom occasion written in Chinese, Japanese, Korean or Arabic, where words are not set apart by spaces', () => {
    expect(occasionProfile('custom', '朋友的婚礼').resolved).toBe('wedding');
    expect(occasionProfile('custom', '銀行の面接').resolved).toBe('interview');
    expect(occasionProfile('custom', '친구 생일 파티').resolved).toBe('party');
    expect(occasionProfile('custom', 'حفلة عيد ميلاد صديقتي').resolved).toBe('party');
    expect(occasionProfile('custom', 'تخرج أختي').resolved).toBe('graduation');
    // An interview at work is an interview (the order of occasions), and abroad (海外) is no beach.
    expect(occasionProfile('custom', '工作面试').resolved).toBe('interview');
    expect(occasionProfile('custom', '海外旅行').resolved).toBe('travel');
  });
});
