import { finishName } from './finish-name';
import type { LanguagePack } from '../../i18n/types';
import { grammar, listOf } from './grammar';
import { names } from './names';

/**
 * A descriptive adnominal that opens a name (도톰한, 가느다란, 각 잡힌, 챙 넓은) describes the whole piece and stays before the
 * colour, as a Korean editor writes it: 가느다란 골드 펜던트 목걸이, 챙 넓은 베이지 모자.
 */
const OPENING_ADNOMINAL = /^((?:[가-힣]+ )?[가-힣]*(?:한|운|은|란|힌) )/u;

/** A garment in a colour; denim blue on a piece usually cut from denim is the cloth, as shops write it: 데님 반바지, 데님 미니스커트. */
function garmentIn(garment: string, colour: string): string {
  if (colour === '데님 블루' && /^(?:반바지|미니스커트|치마|스커트|재킷|셔츠)$/u.test(garment)) return `데님 ${garment}`;
  const opening = OPENING_ADNOMINAL.exec(garment)?.[1] ?? '';
  return `${opening}${colour} ${garment.slice(opening.length)}`;
}

export const ko: LanguagePack = {
  ...names,
  list: listOf,
  grammar,
  garmentIn,
  striped: (garment) => `스트라이프 ${garment}`,
  printed: { checks: (garment) => `체크 ${garment}`, florals: (garment) => `꽃무늬 ${garment}`, dots: (garment) => `도트 ${garment}`, animal: (garment) => `애니멀 프린트 ${garment}`, leopard: (garment) => `호피 무늬 ${garment}`, zebra: (garment) => `지브라 무늬 ${garment}`, snake: (garment) => `뱀피 무늬 ${garment}`, camo: (garment) => `카모 ${garment}` },
  heeledSandals: '힐 샌들',
  canvas: (garment) => `캔버스 ${garment}`,
  finished: finishName,
  share: (colour, percent) => `${colour}(${percent}%)`,
  sentenceGap: ' ',
  capitalise: (t) => t,
  phrases: {
    'summary.excellent': ['{occasion}에 돋보이는 룩이에요.', '{occasion}에 어울리는 세련되고 자신감 있는 코디예요.', '{occasion}에 훌륭한 선택이에요.'],
    'summary.good': ['{occasion}에 좋은 룩이지만 조금 더 다듬을 수 있어요.', '{occasion}에 무난하고 탄탄한 코디예요.', '{occasion}에 잘 맞아요. 디테일 한두 가지만 손보면 더 좋아져요.'],
    'summary.colourClash': ['{occasion}에 입을 수는 있지만 색 조합이 아쉬워요.', '{occasion}에 거의 맞지만 색끼리 부딪쳐서 아쉬워요.'],
    'summary.fair': ['{occasion} 기준으로 좋은 점과 아쉬운 점이 섞여 있어요.', '{occasion}에 맞는 아이템도 있고 그렇지 않은 아이템도 있어요.', '입을 수는 있지만 아직 {occasion}에는 맞지 않아요.'],
    'summary.weak': ['이 코디는 아직 {occasion}에 어울리지 않아요.', '{occasion}에 입기에는 어려운 코디예요.', '{occasion}에 입으려면 다시 구성해 보는 게 좋겠어요.'],
    'text.described': ['설명한 아이템은 {garment:이에요}.', '설명에 따르면 {garment:으로} 코디했어요.', '말씀하신 코디는 {garment:으로} 구성돼 있어요.'],
    'text.noGarments': ['설명에서 알아볼 수 있는 옷이 없어 부분별 점수를 매길 수 없어요.', '설명에서 아이템을 찾지 못했어요. 셔츠, 청바지, 스니커즈처럼 아이템 이름을 적으면 부분별로 평가해 드려요.'],
    'text.onePiece': ['{garment:은} 한 벌로 상의와 하의를 모두 덮어서 두 부분 모두에 반영했어요.', '{garment:은} 위아래를 한 벌로 입는 옷이라 상의와 하의 모두로 평가했어요.'],
    // A piece's verdict is a sentence in the feedback paragraph and on its part's card: the piece is its topic
    // (차콜 슬랙스는 …), never a caption. Only a line that labels what was measured stays a caption ('{piece}: {colours}.').
    'fit.good': ['{garment:은} {occasion}에 알맞은 선택이에요.', '{garment:은} {occasion}에 딱 맞아요.', '{garment:은} {occasion}에 잘 어울려요.'],
    'fit.tooCasual': ['{garment:은} {occasion}에는 너무 캐주얼해요.', '{garment:은} {occasion} 차림으로는 격식이 한 단계 부족해요.', '{garment:은} {occasion}에 비해 지나치게 가벼워 보여요.'],
    'fit.tooFormal': ['{garment:은} {occasion}에 비해 너무 격식을 차린 느낌이에요.', '{garment:은} {occasion}에는 과하게 차려입은 느낌이에요.'],
    'fit.sportWanted': ['{garment:은} {occasion}용이 아니에요. 통기성이 좋고 움직이기 편한 옷이 필요해요.', '{garment:은} {occasion}에 맞지 않아요. 운동복이 정답이에요.'],
    'fit.sportOut': ['{garment:은} 스포츠용 아이템이라 {occasion}에는 어울리지 않아요.', '{garment:은} 운동용이라 {occasion} 차림으로는 어색해 보여요.'],
    'fit.tooLoud': ['{garment:은} {occasion}에는 너무 튀어요. 무늬에 모든 시선이 쏠려요.', '{garment:은} {occasion}에 입기에는 무늬가 너무 강해요. 무지 아이템이 어울려요.'],
    'fit.tooBare': ['{garment:은} {occasion}에는 노출이 너무 많아요. 좀 더 가리는 디자인이 맞아요.', '{garment:은} 클럽용 옷이라 {occasion}에는 맞지 않아요. 좀 더 단정하게 가려야 해요.'],
    'fit.soaks': ['{garment:은} 말씀하신 비에 금방 젖어요. 캔버스는 몇 분 만에 물이 스며요.', '{garment:은} 이런 비에는 발이 젖기 쉬워요.'],
    'harmony.monochrome': ['{colours} 계열로 맞춘 팔레트가 차분하고 통일감 있어요.', '{colours}의 톤온톤 배색이 의도적으로 보여요.'],
    'harmony.colourOnNeutrals': ['{accent:이} 톤을 잡고 {base} 같은 뉴트럴 컬러가 차분하게 받쳐 줘서 통일감 있어요.'],
    'harmony.neutral': ['{colours:은} 언제나 실패 없는 클래식 뉴트럴 베이스예요.', '뉴트럴 컬러({colours})가 깔끔하고 유행을 타지 않게 어울려요.'],
    'harmony.neutral-accent': ['{base} 베이스 위에 {accent} 포인트가 돋보여요.', '{base:이} 중심을 잡고 {accent:이} 시선을 끄는 포인트가 돼요.'],
    'harmony.analogous': ['{colours:은} 색상환에서 이웃한 색이라 부드럽고 조화로워요.', '비슷한 색조({colours})가 자연스럽게 어우러져요.'],
    'harmony.complementary': ['{colours:은} 색상환에서 마주 보는 보색이라 대담하고 힘 있는 대비를 만들어요.', '{colours}의 보색 조합이 눈에 띄니 나머지는 차분하게 두세요.'],
    'harmony.triadic': ['강렬한 색의 삼각 배색({colours})이 경쾌해서 자신감 있게 입어야 해요.', '{colours}의 삼각 배색은 눈길을 끌지만 조금 산만해요.'],
    'harmony.clash': ['{colours:이} 서로 어울리기보다 경쟁해요.', '{colours:은} 색끼리 부딪쳐서 주목을 다퉈요.'],
    'photo.palette': ['사진 중앙의 주요 색상은 {colours:이에요}.', '사진에서 측정한 색상은 {colours:이에요}.'],
    'contrast.low': ['밝기 차이가 거의 없어서 룩이 밋밋해 보여요.', '아이템 사이의 대비가 거의 없어서 한 덩어리처럼 보여요.'],
    'contrast.balanced': ['밝은 톤과 어두운 톤의 균형이 코디에 구조감을 줘요.', '아이템 사이의 대비가 적절해요.'],
    'contrast.high': ['강한 명암 대비가 룩을 선명하고 또렷하게 만들어요.', '뚜렷한 명암 대비가 시선을 사로잡아요.'],
    'colour.tooLoud': ['{occasion}에는 색이 예상보다 화려해요. 차분한 톤이 더 프로페셔널해 보여요.', '선명한 색이 지나치게 눈에 띄어서 {occasion}에는 맞지 않아요.'],
    'colour.welcome': ['색감이 주는 에너지가 {occasion}에 잘 맞아요.', '{occasion}에는 컬러가 환영받는데, 잘 활용했어요.'],
    'colour.tooQuiet': ['{occasion}에는 팔레트가 너무 차분해요. 컬러 아이템 하나가 생기를 더해 줄 거예요.', '{occasion}에는 전체가 조금 심심해요. 포인트 컬러가 도움이 돼요.'],
    'colour.weddingWhite': ['결혼식에 온통 흰색이면 신랑 신부보다 눈에 띌 수 있어요.', '흰색이 주를 이뤄요. 결혼식에서 흰색은 신부에게 양보하는 게 좋아요.'],
    'quality.dark': ['사진이 너무 어두워서 색을 읽기 어려워요. 자연광이나 밝은 실내에서 찍어 보세요.', '노출이 부족해요. 빛이 더 있으면 색이 살아나요.'],
    'quality.bright': ['사진이 과다 노출되어 색이 바래 보여요.', '빛이 너무 강해서 색이 밋밋해 보여요. 직사광선은 피해 주세요.'],
    'quality.blurry': ['사진이 흐려서 디테일이 사라졌어요. 휴대폰을 고정하거나 화면을 눌러 초점을 맞추세요.', '초점이 맞지 않았어요. 선명한 사진일수록 평가가 정확해져요.'],
    'quality.small': ['사진이 작아서 세부 디테일을 판단할 수 없어요.', '더 큰 사진이면 디테일이 더 잘 보여요.'],
    'limits.photoOnly': ['설명이 없어서 사진 전체의 색 조합을 평가했어요. 상의, 하의, 신발, 액세서리는 아직 따로 점수를 매기지 않아요.', '이번 평가는 사진을 전체로 봤어요. 아이템을 짧게 설명하면 부분별 점수를 받을 수 있어요.'],
    'limits.textOnly': ['이번 평가는 글만 보고 했어요. 사진이 있으면 실제 색을 확인할 수 있어요.', '사진이 없어서 색과 스타일은 설명으로만 판단했어요.'],
    'comp.notMentioned': ['설명에 없어서 평가하지 않았어요.', '설명이 없어서 점수도 없어요.'],
    'comp.notLocated': ['아직 사진에서 이 부분을 찾을 수 없어서 평가하지 않았어요.', '엔진이 아직 사진에서 이 부분을 구분하지 못해서 평가하지 않았어요.'],
    'sugg.up.rainLayer': ['겉에는 트렌치코트가 더 단정해 보여요. 지금 겉옷은 출퇴근길용으로 두세요.', '겉옷은 트렌치코트가 더 단정해 보여요. 이 겉옷은 출퇴근길용으로 두세요.'],
    'sugg.up.top': ['깔끔한 셔츠나 블레이저로 바꿔 보세요.', '칼라가 있는 셔츠나 고운 니트가 격을 높여 줘요.'],
    'sugg.up.bottom': ['슬랙스나 단정한 치마가 더 잘 어울려요.', '잘 다린 슬랙스나 치노 팬츠로 바꿔 보세요.'],
    'sugg.up.footwear': ['잘 닦은 가죽 구두가 룩을 살려 줘요.', '로퍼나 가죽 구두를 골라 보세요.'],
    'sugg.up.footwearWithDress': ['원피스나 스커트에는 힐이나 힐 샌들, 슬림한 앵클부츠가 룩을 살려 줘요.', '원피스나 스커트에는 힐이나 슬림한 앵클부츠가 더 잘 어울려요.'],
    'sugg.up.accessories': ['가죽 벨트나 심플한 시계를 골라 보세요.', '시계나 좋은 가방처럼 품위 있는 액세서리를 더해 보세요.'],
    'sugg.down.top': ['니트나 캐주얼 셔츠가 더 편안해 보여요.', '니트나 티셔츠처럼 덜 격식 있는 옷을 입어 보세요.'],
    'sugg.down.bottom': ['치노 팬츠나 진청 청바지가 더 어울려요.', '치노 팬츠처럼 편한 바지를 골라 보세요.'],
    'sugg.down.footwear': ['여기서는 깨끗한 스니커즈나 로퍼면 충분해요.', '깨끗한 스니커즈처럼 편한 신발로 바꿔 보세요.'],
    'sugg.down.loafers': ['여기서는 깨끗한 스니커즈면 충분해요.'],
    'sugg.down.accessories': ['액세서리를 줄여 보세요.', '액세서리는 적고 단순하게 하세요.'],
    'sugg.sport.top': ['통기성 좋은 기능성 상의를 골라 보세요.', '땀이 빨리 마르는 운동용 상의를 입으세요.'],
    'sugg.sport.bottom': ['움직이기 편한 반바지, 레깅스, 조거 팬츠를 골라 보세요.', '신축성 있는 운동용 하의를 입으세요.'],
    'sugg.sport.footwear': ['발을 잘 잡아 주는 운동화를 신으세요.', '종목에 맞는 운동화는 꼭 필요해요.'],
    'sugg.sport.accessories': ['주얼리는 빼고 모자나 스포츠 시계 정도면 충분해요.', '기능적인 것만 챙기세요.'],
    'sugg.up.onePiece': ['더 각 잡힌 원피스나 정장이 더 잘 어울려요.', '더 격식 있고 구조적인 원피스를 골라 보세요.'],
    'sugg.down.onePiece': ['심플한 데일리 원피스나 상하의를 나눠 입는 편이 더 편안해 보여요.', '더 가볍고 덜 격식 있는 원피스를 골라 보세요.'],
    'sugg.keep': ['그대로 두세요. 잘 어울려요.', '여기는 바꿀 필요가 없어요.'],
    'sugg.plainPiece': ['어두운 색이나 뉴트럴 컬러의 무지 아이템으로 바꿔 보세요.', '네이비, 검정, 회색 무지 아이템이 여기엔 잘 맞아요.'],
    'sugg.cover': ['더 가리는 아이템으로 바꿔 보세요. 무릎 근처 기장에 어깨와 배가 드러나지 않는 옷이 좋아요.', '더 길고 덜 달라붙는 디자인이 잘 맞아요. 어깨와 배는 가려 주세요.'],
    'sugg.trail': ['신축성 있고 빨리 마르는 등산 바지로 바꿔 보세요.', '산길에는 신축성 있고 빨리 마르는 등산 바지가 맞아요.'],
    'sugg.rainShoes': ['비 오는 날엔 가죽 부츠나 방수 신발이 좋아요.', '가죽 부츠나 방수 신발이 발을 보송하게 지켜 줘요.'],
    'cond.worn': ['{garment}에 있는 얼룩이나 해진 자국은 가장 먼저 눈에 띄어요.'],
    'cond.creased': ['{garment}에 생긴 구김은 가장 먼저 눈에 띄어요.'],
    'sugg.clean': ['얼룩을 지우거나 새것으로 바꿔 주세요.'],
    'sugg.press': ['다림질해서 입으세요.'],
    'sugg.light.top': ['린넨 셔츠나 얇은 티셔츠가 더 시원하고 편안해 보여요.'],
    'sugg.light.bottom': ['반바지나 얇은 린넨 바지가 더 시원하고 편안해 보여요.'],
    'sugg.calmColours': ['색을 차분하게 줄이고 네이비, 회색, 흰색을 중심으로 구성해 보세요', '한 가지 색만 주인공으로 두고 나머지는 뉴트럴로 맞춰 보세요'],
    'sugg.addAccent': ['가방이나 상의로 포인트 컬러를 하나 더해 보세요', '한 곳에 컬러 포인트를 줘 보세요'],
    'sugg.addContrast': ['밝은 아이템과 어두운 아이템을 섞어 입체감을 줘 보세요', '상의와 하의에 명암 대비를 줘 보세요'],
    'sugg.betterPhoto': ['밝은 곳에서 전신이 나오도록 초점을 맞춰 다시 찍어 보세요', '더 밝고 선명한 사진을 찍어 보세요'],
    'sugg.describe': ['아이템을 설명해 보세요(예: “네이비 블레이저, 흰 셔츠, 회색 슬랙스”). 부분별 점수를 받을 수 있어요', '아이템마다 짧은 설명을 덧붙여 보세요'],
    'tip': ['다음 단계로 {point}.', '개선하려면 {point}.', '조언하자면, {point}.'],
  },
};
