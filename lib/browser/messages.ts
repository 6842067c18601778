/** Console messages of the spec's error catalogue (section 8), worded as the spec gives them. */
export const SELECTED_COMPONENTS_LOAD_ERROR = 'Failed to load the JSON data';
/** The spec asks for this one in Russian: "Failed to load the component data". */
export const COMPONENT_DATA_LOAD_ERROR = 'Ошибка загрузки данных компонента';
export const PROVIDER_MISSING_ERROR =
  'useSelectedComponents must be used within a SelectedComponentsProvider';
