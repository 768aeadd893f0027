/**
 * The procedurally drawn demo pictures under public/demo/ (made by make-demo-images.ts). Both the image
 * script and the seed read this list, so a media row never points at a file that does not exist.
 */
export const DEMO_IMAGE_WIDTH = 1600;
export const DEMO_IMAGE_HEIGHT = 1000;

export const DEMO_IMAGES = {
  cooking: 'Pannen op een fornuis in een kookstudio',
  dinner: 'Gedekte tafel met lampjes',
  beer: 'Glazen bier op een houten toog',
  wine: 'Wijnglazen voor glooiende wijngaarden',
  escape: 'Donkere kamer met een slot en een zaklamp',
  sailing: 'Zeilboot op open water',
  canoe: 'Kano op een rivier tussen het riet',
  sup: 'Suppers op een kalm meer bij zonsopgang',
  raft: 'Zelfgebouwd vlot van tonnen en balken',
  forest: 'Pad door een herfstig bos',
  hiking: 'Wandelaars op een heuvelrug',
  cycling: 'Fietsers op een dijk',
  climbing: 'Klimwand met gekleurde grepen',
  archery: 'Doelwit met pijlen op een grasveld',
  golf: 'Golfvlag op een groene heuvel',
  football: 'Voetbalveld met doel en bal',
  city: 'Grachtenpanden in de avondzon',
  museum: 'Museumzaal met schilderijen',
  painting: 'Ezel met doek en verfpalet',
  pottery: 'Draaischijf met een kleipot',
  theatre: 'Podium met rood gordijn en spotlights',
  quiz: 'Quizavond met vragenkaarten en een bel',
  farm: 'Kinderboerderij met schuur en schapen',
  playground: 'Speeltuin met schommel en glijbaan',
  indoorplay: 'Binnenspeeltuin met ballenbak',
  zoo: 'Giraffe achter een hek in de dierentuin',
  treasure: 'Schatkaart met kompas',
  swimming: 'Zwembad met glijbaan',
  party: 'Slingers, ballonnen en een taart',
  beach: 'Strand met duinen en een strandstoel',
  castle: 'Kasteel met torens aan het water',
  meeting: 'Groep rond een tafel met flip-over',
} as const;

export type DemoImageKey = keyof typeof DEMO_IMAGES;
export const DEMO_IMAGE_KEYS = Object.keys(DEMO_IMAGES) as DemoImageKey[];

export function demoImageUrl(key: DemoImageKey): string {
  return `/demo/${key}.jpg`;
}

export function demoVideoUrl(key: DemoImageKey): string {
  return `/demo/video/${key}.mp4`;
}
