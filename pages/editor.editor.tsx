import Head from 'next/head';
import { EditorScreen } from '@/components/editor/EditorScreen';

/** The page editor (development only: `npm run dev`, then /editor). */
export default function EditorPage() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <EditorScreen />
    </>
  );
}

EditorPage.bare = true;
