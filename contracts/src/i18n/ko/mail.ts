import type { MailCopy } from '../mail-copy';

/**
 * Korean e-mails: account mails, billing mails and "your data is ready".
 * One register for the whole product: 해요체 (polite, friendly), as the stylist, the app and the
 * notifications speak; the member is honoured with -시- where they act (요청하셨다면). Only the fixed
 * thanks '감사합니다' keeps its set form, as Korean services write it. The sign-off is '… 드림'.
 */
export const ko: MailCopy = {
  account: {
    greeting: '{name}님, 안녕하세요.',
    verifySubject: 'FitRater 인증 코드',
    verifyBody: '아래 코드를 입력해 이메일 주소를 인증하고 계정 만들기를 마무리해 주세요.',
    resetSubject: 'FitRater 비밀번호 재설정 코드',
    resetBody: '아래 코드를 입력해 비밀번호를 재설정해 주세요.',
    codeExpiry: '코드는 10분 동안 유효하고, 한 번만 쓸 수 있어요.',
    ignore: '요청하지 않으셨다면 이 메일은 무시하셔도 돼요.',
    welcomeSubject: 'FitRater에 오신 것을 환영해요!',
    welcomeBody: '계정이 준비됐어요. 코디를 찍거나 설명하고 상황을 고르면, 몇 초 만에 AI가 10점 만점으로 평가하고 피드백을 드려요.',
    welcomeTip: '팁: 코디를 몇 번 평가받으면 나만의 스타일 인사이트를 볼 수 있어요.',
    signoff: 'FitRater 팀 드림',
  },
  billing: {
    confirmationSubject: 'FitRater 프리미엄 결제가 확인되었어요',
    confirmationBody: '감사합니다! {amount} 결제를 받았어요. 프리미엄은 {days}일 동안, {date}까지 이용할 수 있어요.',
    confirmationNote: '자동으로 갱신되지 않아요. 종료 3일 전에 알려 드릴게요. 환불은 7일 이내에 요청할 수 있어요.',
    reminderSubject: 'FitRater 프리미엄이 3일 후에 종료돼요',
    reminderBody: '프리미엄 멤버십이 {date}에 종료돼요. {amount}에 갱신하면 월 100회 평가와 프리미엄 기능을 계속 이용할 수 있어요.',
    reminderNote: '갱신하지 않으실 거라면 따로 하실 일은 없어요. 그날 프리미엄이 자동으로 종료돼요.',
    expiredSubject: 'FitRater 프리미엄이 종료되었어요',
    expiredBody: '프리미엄 멤버십이 {date}에 종료되어 무료 플랜으로 돌아왔어요. 언제든 {amount}에 갱신할 수 있어요.',
    renewLink: '프리미엄 갱신하기',
  },
  export: {
    subject: 'FitRater 데이터를 내려받을 수 있어요',
    body: '요청하신 데이터 사본이 준비됐어요. 프로필, 평가와 결과, 사진, 공유 카드, 옷장, 채팅을 ZIP 파일 하나에 담았어요.',
    note: '{date}까지 로그인한 상태로 프로필 페이지에서 내려받아 주세요. 그 뒤에는 삭제되지만, 언제든 다시 요청하실 수 있어요.',
    link: '내 프로필 열기',
  },
};
