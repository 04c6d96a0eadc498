/** The sentences the ideas API answers with (the spec's texts where it gives one). */
export const IDEA_MESSAGES = {
  notFound: 'Idea not found',
  signInToCreate: 'Please sign in to submit an idea',
  signInToUpdate: 'Please sign in to update the idea',
  signInToDelete: 'Please sign in to delete the idea',
  signInForMine: 'Please sign in to see your ideas',
  notAuthorizedToEdit: 'You are not authorized to edit this idea',
  notAuthorizedToDelete: 'You are not authorized to delete this idea',
  category: 'Please select a category',
  bodyNotObject: 'The request body must be a JSON object with the idea fields',
  photoNotOurs: 'Photos must be images uploaded with your account (POST /api/uploads)',
  photoFileNameDropped: (name: string) =>
    `Photo "${name.slice(0, 100)}" was not saved: it is a file name, not an uploaded image (upload the file with POST /api/uploads and send its URL)`,
  photosKept: (names: string[]) =>
    `The photos were left as they are: ${names
      .slice(0, 3)
      .map((name) => `"${name.slice(0, 100)}"`)
      .join(
        ', ',
      )}${names.length > 3 ? ' …' : ''} ${names.length === 1 ? 'is a file name' : 'are file names'}, not uploaded images (to change the photos, upload them with POST /api/uploads and send their URLs; send [] to remove them)`,
  deleted: 'Idea deleted successfully',
} as const;
