import { createContext, useContext } from 'react';
import { editorApi } from '@/lib/editor/client/apiClient';
import type { ImagesAnswer } from '@/lib/editor/contract/media';
import type { MediaLibrary } from '@/lib/model/images/mediaLibrary';
import { useFreshAnswer } from './useFreshAnswer';

const askImages = () => editorApi.images();
const NO_IMAGES: ImagesAnswer = { images: [], library: {}, versions: {}, usage: {} };

/**
 * The site's images and the media library, asked once for the editing area and again after every
 * accepted write (an upload adds an entry) and when the window comes back (a colleague described
 * one).
 */
export function useImagesAnswer(): ImagesAnswer {
  return useFreshAnswer(askImages, ['saved', 'focus']).answer ?? NO_IMAGES;
}

const EditorImagesContext = createContext<ImagesAnswer>(NO_IMAGES);

/**
 * The images and the library for the editor under it (asked once, by the editor's body): the image
 * fields show each photo's descriptions, the preview shows them.
 */
export const EditorImagesProvider = EditorImagesContext.Provider;

export function useEditorImages(): ImagesAnswer {
  return useContext(EditorImagesContext);
}

export function useEditorMediaLibrary(): MediaLibrary {
  return useContext(EditorImagesContext).library;
}
