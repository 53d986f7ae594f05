// Offline page texts and the retry button (no inline scripts: the CSP forbids them).
// A tiny copy of the offline texts: this page must work without the app bundle.
var texts = {
  es: ['Sin conexión', 'FitRater necesita conexión para esta página. Revisa tu red e inténtalo de nuevo.', 'Reintentar'],
  fr: ['Vous êtes hors ligne', 'FitRater a besoin d’une connexion pour cette page. Vérifiez votre réseau et réessayez.', 'Réessayer'],
  de: ['Sie sind offline', 'FitRater braucht für diese Seite eine Verbindung. Prüfen Sie Ihr Netzwerk und versuchen Sie es erneut.', 'Erneut versuchen'],
  it: ['Sei offline', 'FitRater ha bisogno di una connessione per questa pagina. Controlla la rete e riprova.', 'Riprova'],
  pt: ['Você está offline', 'O FitRater precisa de conexão para esta página. Verifique sua rede e tente novamente.', 'Tentar novamente'],
  zh: ['您已离线', 'FitRater 需要网络连接才能打开此页面。请检查网络后重试。', '重试'],
  ja: ['オフラインです', 'このページを表示するには接続が必要です。ネットワークを確認してもう一度お試しください。', '再試行'],
  ko: ['오프라인 상태입니다', '이 페이지를 보려면 인터넷 연결이 필요합니다. 네트워크를 확인한 후 다시 시도하세요.', '다시 시도'],
  ar: ['أنت غير متصل', 'يحتاج FitRater إلى اتصال لعرض هذه الصفحة. تحقّق من الشبكة وحاول مرة أخرى.', 'إعادة المحاولة']
};
try {
  var lng = localStorage.getItem('fitRater-language');
  var t = texts[lng];
  if (t) {
    document.documentElement.lang = lng;
    document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';
    document.getElementById('title').textContent = t[0];
    document.getElementById('body').textContent = t[1];
    document.getElementById('retry').textContent = t[2];
  }
} catch (e) {
  // storage blocked: keep the English texts
}
document.getElementById('retry').addEventListener('click', function () {
  location.reload();
});
