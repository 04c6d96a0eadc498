import 'server-only';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { seedDealRoom } from './deal-room';
import { DEMO_IDEAS, DEMO_PASSWORD, DEMO_USERS, PHOTO_COLOURS } from './content';
import { createIdea } from '@/lib/ideas';
import { saveUpload } from '@/lib/platform/storage';
import { findUserByEmail, registerUser, toViewer } from '@/lib/identity';
import { ideas, type Viewer } from '@/models';

const IDEAS_PER_TEMPLATE = 2;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** A generated cover: a gradient with the idea's title. */
async function coverPhoto(title: string, colour: string): Promise<File> {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && (last + ' ' + word).length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (line, i) =>
        `<text x="60" y="${250 + i * 70}" font-family="sans-serif" font-size="56" font-weight="700" fill="white">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="1000" cy="160" r="120" fill="white" fill-opacity="0.12"/>${text}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' });
}

async function demoCreator(seed: (typeof DEMO_USERS)[number]): Promise<Viewer> {
  const user =
    (await findUserByEmail(seed.email)) ??
    (await registerUser({
      ...seed,
      preferredCategories: [...seed.preferredCategories],
      languagePreferences: [...seed.languagePreferences],
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    }));
  return toViewer(user, 'token');
}

/** Loads the demo content; existing demo creators and ideas (matched by email and title) are kept. */
export async function seedDemo(): Promise<{
  creators: number;
  created: number;
  requests: number;
  conversations: number;
}> {
  const creators = [];
  for (const seed of DEMO_USERS) creators.push(await demoCreator(seed));

  let created = 0;
  const day = 24 * 60 * 60 * 1000;
  for (let round = 0; round < IDEAS_PER_TEMPLATE; round++) {
    for (const [index, template] of DEMO_IDEAS.entries()) {
      const n = round * DEMO_IDEAS.length + index;
      const creator = creators[n % creators.length]!;
      const title =
        round === 0
          ? template.title
          : `${template.title} (${template.type === 'Product' ? 'Pro edition' : 'Premium plan'})`;
      const [existing] = await getDb()
        .select({ id: ideas.id })
        .from(ideas)
        .where(eq(ideas.title, title))
        .limit(1);
      if (existing) continue;
      const withPhoto = n % 3 !== 2;
      const photos = withPhoto
        ? [
            (
              await saveUpload({
                ownerId: creator.id,
                kind: 'idea_photo',
                file: await coverPhoto(template.title, PHOTO_COLOURS[n % PHOTO_COLOURS.length]!),
              })
            ).url,
          ]
        : [];
      const { idea } = await createIdea(
        {
          title,
          category: template.category,
          type: template.type,
          problemDescription: template.problem,
          solutionDescription: template.solution,
          protectionStatus: (['None', 'Patent', 'Trademark', 'Copyright', 'Trade Secret'] as const)[n % 5],
          requireNDA: n % 4 === 3,
          desiredPrice: Math.round((500 + ((n * 7919) % 250_000)) * 100) / 100 + (n % 2 ? 0.99 : 0),
          contactPreference: (['Email', 'Phone', 'Messaging'] as const)[n % 3],
          additionalNotes: n % 2 ? 'Prototype tested with 20 early users; happy to share the results.' : '',
          photos,
        },
        creator,
      );
      // Spread the catalogue over the last three months so sorting and dates look real.
      await getDb()
        .update(ideas)
        .set({ createdAt: sql`now() - ${`${Math.floor((n * day * 1.5) / day)} days`}::interval` })
        .where(eq(ideas.id, idea._id));
      created++;
    }
  }
  const dealRoom = await seedDealRoom(creators);
  return { creators: creators.length, created, ...dealRoom };
}
