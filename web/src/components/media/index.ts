export { DocumentUploadField, type DocumentUploadFieldProps } from "./DocumentUploadField";
export { PhotoListEditor, type PhotoListEditorProps } from "./PhotoListEditor";
export { ProfilePhotoField, type ProfilePhotoFieldProps } from "./ProfilePhotoField";
