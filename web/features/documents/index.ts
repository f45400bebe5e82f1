// The documents feature's entry: the document sections of the student's and the institution's home pages.
export { InstitutionDocumentsManager } from './components/institution-documents-manager';
export { StudentDocumentsOfInstitution } from './components/student-documents-of-institution';
export { StudentDocumentsSections } from './components/student-documents-sections';
export { institutionDocumentsQueryOptions, studentDocumentsOfInstitutionQueryOptions } from './api/institution-documents';
export { myDocumentsQueryOptions, myInstitutionDocumentsQueryOptions } from './api/my-documents';
