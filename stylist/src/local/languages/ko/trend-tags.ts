import type { TrendTagWords } from '../../styling/trend-names/types';

export const ko: TrendTagWords = {
  '1920s': '1920년대', '70s': '70년대', '90s': '90년대', abstract: '추상', accent: '포인트', animal: '애니멀', art: '아트', bags: '가방',
  beads: '비즈', belts: '벨트', biker: '바이커', boho: '보헤미안', bold: '과감한', boots: '부츠', bows: '리본', brooch: '브로치', buckles: '버클',
  calm: '차분한', charms: '참', check: '체크', chunky: '청키', classic: '클래식', clogs: '클로그', colour: '컬러', colourful: '컬러풀', cosy: '포근한',
  craft: '공예', cropped: '크롭', curved: '곡선', deep: '깊은', denim: '데님', dots: '도트', drama: '드라마틱', dreamy: '몽환적', dresses: '원피스',
  earthy: '어스톤', elegant: '우아한', elongated: '길어 보이는', evening: '이브닝', feminine: '페미닌', flats: '플랫', floral: '플로럴',
  flowing: '하늘하늘', fresh: '산뜻한', gold: '골드', graphic: '그래픽', hair: '헤어', heels: '힐', heritage: '헤리티지', investment: '투자',
  jewellery: '주얼리', knit: '니트', layered: '레이어드', layering: '겹쳐 입기', leopard: '레오퍼드', loafers: '로퍼', low: '로우', matching: '세트',
  menswear: '남성복 스타일', mesh: '메시', minimal: '미니멀', natural: '내추럴', nautical: '마린', outerwear: '아우터', oversized: '오버사이즈',
  pairing: '배색', pastel: '파스텔', personal: '개성', picnic: '피크닉', pinstripe: '핀스트라이프', playful: '장난스러운', pleats: '플리츠',
  pockets: '포켓', power: '파워', preppy: '프레피', relaxed: '편안한', retro: '레트로', rich: '풍부한', romantic: '로맨틱', saturated: '선명한',
  scarf: '스카프', 'schoolgirl-smart': '단정한 교복풍', sheer: '시스루', silk: '실크', skirts: '스커트', slim: '슬림', 'small-scale': '잔무늬',
  sneakers: '스니커즈', soft: '부드러운', strap: '스트랩', stripes: '스트라이프', suede: '스웨이드', summer: '여름', 'sun-baked': '햇볕에 그을린',
  sunglasses: '선글라스', tailored: '테일러드', tailoring: '테일러링', tartan: '타탄', tights: '타이츠', tonal: '톤온톤', unstructured: '언스트럭처드',
  utility: '유틸리티', vintage: '빈티지', waist: '허리', warm: '따뜻한', western: '웨스턴', wide: '와이드', wooden: '우드', wool: '울',
};
