import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { proseProblems } from '../../support/prose-checks';

/** Each check of the ninth reading catches the sentence the engine wrote before, and passes what it writes now. */
describe('the ninth reading’s checks (zh, ja, ko, ar)', () => {
  it.each<[Language, string, string]>([
    ['zh', '配色保持在同一色系（黑色和白色），沉稳统一。', 'oneFamilyWithoutHue'],
    ['zh', '灰色、黑色和白色的同色系搭配显得很有心思。', 'oneFamilyWithoutHue'],
    ['ja', '黒と白のトーン・オン・トーンが意図的に見えます。', 'oneFamilyWithoutHue'],
    ['ja', '配色が一つの色系統（白と黒）にまとまり、落ち着いて統一感があります。', 'oneFamilyWithoutHue'],
    ['ko', '검정과 흰색의 톤온톤 배색이 의도적으로 보여요.', 'oneFamilyWithoutHue'],
    ['ko', '실버와 검정 계열로 맞춘 팔레트가 차분하고 통일감 있어요.', 'oneFamilyWithoutHue'],
    ['ar', 'تدرج لوني واحد من الأسود والأبيض يبدو مقصودًا ومدروسًا.', 'oneFamilyWithoutHue'],
    ['ar', 'تبقى الألوان ضمن عائلة واحدة (الرمادي والأسود والأبيض)، فتبدو هادئة ومتناسقة.', 'oneFamilyWithoutHue'],
    ['en', 'The palette stays in one family (black and white): calm and cohesive.', 'oneFamilyWithoutHue'],
    ['ko', '검정, 흰색과 네이비의 톤온톤 배색이 의도적으로 보여요.', 'oneFamilyWithoutHue'],
    ['ar', 'تبقى الألوان ضمن عائلة واحدة (الأسود والأبيض والكحلي)، فتبدو هادئة ومتناسقة.', 'oneFamilyWithoutHue'],
    ['zh', '牛仔蓝短裤对正式场合来说太随意了。', 'denimBlueCut'],
    ['ja', 'デニムブルーのミニスカートはデートには砕けすぎた印象になります。', 'denimBlueCut'],
    ['ko', '데님 블루 미니스커트: 데이트에는 너무 캐주얼해요.', 'denimBlueCut'],
    ['zh', '卡其色卡其短裤', 'colourTwice'],
    ['zh', '换成卡其色修身卡其裤试试。', 'colourTwice'],
    ['zh', '棕色皮鞋上的污渍或磨损最先引人注意。洗干净，或者换一件。', 'washShoes'],
    ['ja', '茶色い革靴のシミや傷みは真っ先に目に入ります。洗うか買い替えましょう。', 'washShoes'],
    ['ko', '갈색 가죽 구두에 있는 얼룩이나 해진 자국은 가장 먼저 눈에 띄어요. 세탁하거나 새것으로 바꿔 주세요.', 'washShoes'],
    ['ar', 'الأفضل غسل الحذاء الجلدي الرسمي البني أو تبديل القطعة.', 'washShoes'],
    ['zh', '运动长裤是运动服，在面试显得格格不入。', 'inActivity'],
    ['zh', '跑步应该穿运动装，而不是手表。', 'accessoryAsSportswear'],
    ['zh', '手表不适合跑步，这时要穿透气、便于活动的衣物。', 'accessoryAsSportswear'],
    ['ko', '손목시계: 러닝에는 운동복이 정답이에요.', 'accessoryAsSportswear'],
    ['ko', '손목시계: 러닝용이 아니에요. 통기성이 좋고 움직이기 편한 옷이 필요해요.', 'accessoryAsSportswear'],
    ['ko', '손목시계는 러닝용이 아니에요. 통기성이 좋고 움직이기 편한 옷이 필요해요.', 'accessoryAsSportswear'],
    ['ko', '손목시계는 러닝에 맞지 않아요. 운동복이 정답이에요.', 'accessoryAsSportswear'],
    ['ko', '흰색 셔츠와 검정 가죽 구두예요. 차콜 슬랙스: 출근에 잘 어울려요.', 'pieceCaption'],
    ['ko', '스니커즈: 출근 차림으로는 격식이 한 단계 부족해요.', 'pieceCaption'],
    ['ko', '설명한 코디: 빨간색 시퀸 원피스와 검정 하이힐. 빨간색 시퀸 원피스는 파티에 잘 어울려요.', 'labelInProse'],
    ['ko', '사진이 없어서 색과 스타일은 설명으로만 판단했어요. 옷 상태 때문에 감점: 얼룩, 닳은 자국, 구김은 바로 눈에 띄어요.', 'labelInProse'],
    ['ko', '포인트 컬러가 도움이 돼요. 개선 팁: 가방이나 상의로 포인트 컬러를 하나 더해 보세요.', 'labelInProse'],
    ['ar', 'ساعة اليد لا تناسب الجري؛ الملابس الرياضية هي الخيار الصحيح هنا.', 'accessoryAsSportswear'],
    ['ar', 'ساعة اليد غير مصممة من أجل الجري؛ المطلوب قطع رياضية تسمح بالحركة والتهوية.', 'accessoryAsSportswear'],
    ['en', 'The watch isn’t made for running; you need gear that moves and breathes.', 'accessoryAsSportswear'],
    ['ar', 'حقيبة الظهر خيار مناسب في المشي في الطبيعة.', 'doubledFi'],
    ['zh', '好啦宝贝，我们来聊聊。💅你目前评分最高的穿搭得了8.6/10分。不用谢，大明星。✨', 'welcomeUnthanked'],
    ['ja', 'あら、ここに来て正解ですよ。✨これまでの最高評価のコーデは8.6/10です。どういたしまして、スター。✨', 'welcomeUnthanked'],
    ['ko', '어머, 제대로 찾아왔어요, 달링. ✨ 최근 평가는 6.1/10점이에요. 천만에요, 슈퍼스타. ✨', 'welcomeUnthanked'],
    ['ar', 'أتيتم إلى المكان الصحيح يا نجوم. ✨ آخر تقييم كان 6.1/10 في العمل. العفو يا نجوم. ✨', 'welcomeUnthanked'],
    ['ar', 'نعم: اللونان العنابي والكحلي يتناسقان جيدًا.', 'verdictColon'],
    ['ar', 'ليس تمامًا: اللونان الأحمر والأخضر يتنافسان.', 'verdictColon'],
  ])('%s: %s', (language, text, check) => {
    expect(proseProblems(language, text).join(' ')).toContain(`${check}:`);
  });

  it.each<[Language, string]>([
    ['zh', '黑色和白色构成经典的中性色基底，永不出错。配色保持在同一色系（紫色），沉稳统一。藏青色和浅蓝色的同色系搭配显得很有心思。'],
    ['ja', '黒と白は失敗のない定番のニュートラルベースです。ネイビーと水色のトーン・オン・トーンが意図的に見えます。'],
    ['ko', '뉴트럴 컬러(흰색과 검정)가 깔끔하고 유행을 타지 않게 어울려요. 보라색 계열로 맞춘 팔레트가 차분하고 통일감 있어요.'],
    ['ar', 'الألوان المحايدة (الأسود والأبيض) تتناسق بشكل نظيف وخالد. تدرج لوني واحد من الأسود يبدو مقصودًا ومدروسًا.'],
    ['zh', '牛仔短裤对正式场合来说太随意了。白色和牛仔蓝构成经典的中性色基底。卡其短裤。换成藏青色修身卡其裤试试。'],
    ['ja', 'デニムショートパンツはフォーマルな場に求められるレベルより一段下です。白とデニムブルーは失敗のない定番のニュートラルベースです。'],
    ['ko', '데님 미니스커트는 데이트에는 너무 캐주얼해요. 뉴트럴 컬러(흰색과 데님 블루)가 깔끔해요.'],
    ['zh', '棕色皮鞋上的污渍或磨损最先引人注意。把污渍清理干净，或者换新的。有污渍的白色T恤最先引人注意。'],
    ['ja', '茶色い革靴のシミや傷みは真っ先に目に入ります。汚れを落とすか、買い替えましょう。'],
    ['ko', '갈색 가죽 구두에 있는 얼룩이나 해진 자국은 가장 먼저 눈에 띄어요. 얼룩을 지우거나 새것으로 바꿔 주세요.'],
    ['ar', 'الأفضل تنظيف الحذاء الجلدي الرسمي البني أو تبديل القطعة. الأفضل غسل التيشيرت الأبيض أو تبديل القطعة.'],
    ['zh', '运动长裤是运动服，和面试的着装要求格格不入。在正式场合显得格格不入。跑步应该穿运动装，而不是T恤。手表对跑步来说过于正式。'],
    ['ko', '티셔츠는 러닝에 맞지 않아요. 운동복이 정답이에요. 손목시계는 러닝에 비해 너무 격식을 차린 느낌이에요.'],
    ['ko', '차콜 슬랙스는 출근에 잘 어울려요. 감점: 얼룩, 닳은 자국, 구김은 바로 눈에 띄어요. 셔츠: 흰색(80%).'],
    ['ar', 'التيشيرت الأصفر لا يناسب الجري؛ الملابس الرياضية هي الخيار الصحيح هنا. ساعة اليد ترفع الإطلالة فوق مستوى الأناقة المطلوب في الجري. حقيبة الظهر خيار مناسب لرحلات المشي.'],
    ['zh', '不客气。下次穿搭前再来找我。'],
    ['ja', 'どういたしまして。次のコーデの前にまた来てください。'],
    ['ko', '천만에요. 다음 코디 전에 또 오세요.'],
    ['ar', 'على الرحب والسعة. عودوا قبل الإطلالة القادمة.'],
    ['ar', 'نعم، اللونان العنابي والكحلي يتناسقان جيدًا. القاعدة بسيطة. ملاحظة: عند الشك، درجة أكثر أناقة هي الأضمن.'],
  ])('%s: passes «%s»', (language, text) => {
    expect(proseProblems(language, text).filter((p) => /oneFamilyWithoutHue|denimBlueCut|colourTwice|washShoes|inActivity|accessoryAsSportswear|pieceCaption|doubledFi|welcomeUnthanked|verdictColon/u.test(p))).toEqual([]);
  });

  // The label check of the tenth reading: the particle form passes, and so does a label that is no prose (a planned
  // look's 'no bottom needed: …' field, a measured line).
  it('ko: labelInProse passes the particle form', () => {
    const text = '말씀하신 코디는 빨간색 시퀸 원피스와 검정 하이힐로 구성돼 있어요. 옷 상태 때문에 점수를 깎았어요. 개선하려면 가방이나 상의로 포인트 컬러를 하나 더해 보세요. 하의는 따로 필요 없어요: 랩 미디 원피스 하나가 코디의 기본이에요. 셔츠: 흰색(80%). 회색 원톤 코디: 회색(100%).';
    expect(proseProblems('ko', text).filter((p) => p.startsWith('labelInProse'))).toEqual([]);
  });
});
