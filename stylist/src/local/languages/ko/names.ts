import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: '검정', charcoal: '차콜', grey: '회색', lightgrey: '연회색', silver: '실버', white: '흰색',
    ivory: '아이보리', cream: '크림색', beige: '베이지', taupe: '회갈색', khaki: '카키', camel: '카멜', brown: '갈색',
    navy: '네이비', blue: '파란색', lightblue: '하늘색', denim: '데님 블루', teal: '청록색', turquoise: '터키석색',
    green: '초록색', olive: '올리브', sage: '세이지 그린', mint: '민트', yellow: '노란색', mustard: '머스터드', gold: '골드',
    orange: '주황색', rust: '적갈색', red: '빨간색', burgundy: '버건디', wine: '와인색', pink: '분홍색', fuchsia: '자홍색',
    coral: '코랄', purple: '보라색', lavender: '라벤더',
    lilac: '라일락', mauve: '회보라색', plum: '자두색',
  },
  garments: {
    tuxedo: '턱시도', gown: '이브닝 드레스', suit: '정장', cocktailDress: '칵테일 드레스', dress: '원피스',
    pyjamas: '잠옷', houseSlippers: '실내화', sportsKit: '체육복',
    eveningSlippers: '벨벳 슬리퍼', weddingDress: '웨딩드레스', bridalVeil: '웨딩 베일', thobe: '토브', bisht: '비슈트', ghutra: '구트라', abaya: '아바야', hijab: '히잡',
    sundress: '선드레스', jumpsuit: '점프수트', dungarees: '멜빵바지', tracksuit: '트레이닝복 세트', swimsuit: '수영복', coverUp: '비치 커버업', tshirt: '티셔츠',
    tank: '민소매 탑', sportsTop: '운동용 상의', shirt: '셔츠', blouse: '블라우스', polo: '폴로 셔츠',
    turtleneck: '터틀넥', sweater: '스웨터', cardigan: '카디건', hoodie: '후드티', sweatshirt: '맨투맨',
    crop: '크롭 탑', top: '상의', blazer: '블레이저', waistcoat: '조끼', jacket: '재킷',
    leatherJacket: '가죽 재킷', denimJacket: '청재킷', coat: '코트', trench: '트렌치코트',
    puffer: '패딩', jeans: '청바지', trousers: '슬랙스', chinos: '치노 팬츠', wideLegTrousers: '와이드 팬츠', cargo: '카고 팬츠',
    shorts: '반바지', sportsShorts: '운동용 반바지', leggings: '레깅스', joggers: '조거 팬츠', skirt: '치마',
    pencilSkirt: '펜슬 스커트', miniSkirt: '미니스커트', oxfords: '가죽 구두', patent: '에나멜 구두',
    loafers: '로퍼', heels: '하이힐', flats: '플랫슈즈', boots: '부츠', hikingBoots: '등산화',
    snowBoots: '스노우 부츠', sneakers: '스니커즈', runningShoes: '러닝화', cleats: '종목용 운동화', sandals: '샌들',
    flipFlops: '슬리퍼', tie: '넥타이', bowTie: '나비넥타이', pocketSquare: '포켓치프', watch: '손목시계',
    belt: '벨트', handbag: '핸드백', clutch: '클러치', backpack: '백팩', casualBag: '캐주얼 가방', scarf: '목도리', hat: '모자',
    cap: '야구모자', sunglasses: '선글라스', jewellery: '주얼리', sportsGear: '운동용 액세서리',
    dressSocks: '정장 양말', sportsSocks: '스포츠 양말', hosiery: '스타킹', runningJacket: '러닝 재킷', windbreaker: '바람막이', rainJacket: '레인 재킷', raincoat: '레인코트', tennisSkirt: '테니스 스커트', shoes: '신발', umbrella: '우산', rainBoots: '레인부츠', shellJacket: '등산 재킷', hikingTrousers: '등산 바지', fleece: '플리스', knitSet: '니트 세트', flannelShirt: '플란넬 셔츠',
  },
  occasions: {
    casual: '일상', work: '출근', date: '데이트', party: '파티', formal: '격식 있는 자리',
    workout: '운동', sports: '스포츠', football: '축구', basketball: '농구', tennis: '테니스',
    running: '러닝', beach: '해변', hiking: '하이킹', wedding: '결혼식', graduation: '졸업식',
    interview: '면접', brunch: '브런치', shopping: '쇼핑', concert: '콘서트', travel: '여행',
    vacation: '휴가', church: '교회', school: '등교',
  },
};
