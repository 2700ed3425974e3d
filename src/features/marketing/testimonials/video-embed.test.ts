import { playingEmbedUrl, youtubeEmbedUrl, youtubeVideoId } from './video-embed';

const ID = 'Qm3xT7vLp2A';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('youtubeEmbedUrl', () => {
  it.each([
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=share-token`],
    [`http://youtu.be/${ID}`],
    [`https://youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/shorts/${ID}?feature=share`],
    [`https://m.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('turns %s into the privacy-enhanced embed address', (link) => {
    expect(youtubeEmbedUrl(link)).toBe(EMBED);
  });

  it.each([
    ['another host', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/shorts/${ID}`],
    ['a host that only ends like YouTube', `https://notyoutube.com/watch?v=${ID}`],
    ['a script address', `javascript:alert(1)//youtu.be/${ID}`],
    ['a data address', `data:text/html,https://youtu.be/${ID}`],
    ['a short id', 'https://youtu.be/abc'],
    ['a long id', `https://youtu.be/${ID}x`],
    ['an id with other characters', 'https://youtu.be/Qm3xT7vLp2%3C'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@mindbridgeconsulting'],
    ['a shorts link with extra segments', `https://youtube.com/shorts/${ID}/extra`],
    ['a playlist page', `https://www.youtube.com/playlist?v=${ID}`],
    ['an empty string', ''],
    ['text that is not a link', 'see our video'],
  ])('embeds nothing for %s', (_case, link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });

  it('reads the id out of a link', () => {
    expect(youtubeVideoId(`https://youtu.be/${ID}`)).toBe(ID);
  });

  it('asks a frame opened by the visitor to start at once and report its state', () => {
    const url = new URL(playingEmbedUrl(EMBED));
    expect(url.origin + url.pathname).toBe(EMBED);
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
  });
});
