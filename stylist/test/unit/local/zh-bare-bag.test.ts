import { describe, expect, it } from 'vitest';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const garments = (text: string) => readDescription(text, 'zh')!.garments.map((m) => m.garment);

describe('Chinese bare 包 is a bag', () => {
  it('said alone, with a colour or a measure word', () => {
    expect(garments('黑色连衣裙、白色的包和红色高跟鞋')).toEqual(['dress', 'handbag', 'heels']);
    expect(garments('白衬衫配一个棕色小包')).toContain('handbag');
    expect(readDescription('黑色连衣裙和驼色包', 'zh')!.garments.find((m) => m.garment === 'handbag')?.colours).toEqual(['camel']);
  });

  it('inside a word that is not a bag, it is not read', () => {
    expect(garments('白色衬衫，包括一条黑色裤子')).not.toContain('handbag');
    expect(garments('打包一件白衬衫和黑裤子')).not.toContain('handbag');
    expect(garments('白衬衫，手里拿着面包')).not.toContain('handbag');
    expect(garments('黑色包臀裙和白衬衫')).toEqual(['pencilSkirt', 'shirt']);
    expect(garments('蓝色书包')).toEqual(['backpack']);
    expect(garments('白色包脚凉鞋')).toEqual(['sandals']);
    expect(garments('黑色包头高跟鞋')).not.toContain('handbag');
  });

  it('a rating names the bag and scores the accessories', async () => {
    const a = await createLocalRater().rate({ image: null, description: '黑色连衣裙、黑色的包和黑色高跟鞋', occasion: 'party', customOccasion: null, language: 'zh' });
    expect(a.components.accessories.status).toBe('visible');
    expect(a.feedback).toContain('手提包');
  });
});
