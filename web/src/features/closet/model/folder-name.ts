export { normaliseFolderName, FOLDER_NAME_MAX_LENGTH } from '@fitrater/contracts/values';
