import { describe, expect, it } from 'vitest';
import { normalise } from '../../../src/local/chat/rater';
import { temperatureWeather } from '../../../src/local/chat/understand/temperature';

describe('a temperature named in a question is its weather', () => {
  it.each([
    ['三十五度的天气', 'hot'], ['35度の日', 'hot'], ['35도에 출근', 'hot'], ['٣٥ درجة', 'hot'], ['35°C', 'hot'], ['95°F', 'hot'],
    ['20-30度', 'hot'], ['十八度', 'mild'], ['18 grados', 'mild'], ['5度の寒い日', 'cold'], ['零下五度', 'cold'], ['-3 °C', 'cold'],
  ])('%s → %s', (text, weather) => {
    expect(temperatureWeather(normalise(text))).toBe(weather);
  });

  it.each(['2度目のデート', '一度も着たことがない', '1度も', '35码的鞋', 'a 20-degree day'])('no temperature in «%s»', (text) => {
    expect(temperatureWeather(normalise(text))).toBeNull();
  });
});
