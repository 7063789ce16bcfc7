/**
 * Business constants and limits (spec 000 §9, plus the account rules of the registration issue).
 * This file imports nothing: validation, helpers and i18n all read from it, so it must stay a leaf.
 */

// ── Response codes (000 §7-8) ────────────────────────────────────────────────
/** `code` 0 is success; 200 also counts as success for the notification toast. */
export const SUCCESS_CODE = 0;
export const SUCCESS_CODES = [0, 200] as const;
/** Codes that mean the login is gone: the client logs out and goes to the login page. */
export const EXPIRY_CODES = [400, 20001] as const;

// ── Time-outs and timers ─────────────────────────────────────────────────────
export const REQUEST_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 600_000;
export const EXPORT_TIMEOUT_MS = 1_800_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The "login expired" toast is shown at most once per this window. */
export const EXPIRY_TOAST_SUPPRESS_MS = 1000;
/** Login-safety time: how long a login stays valid without re-entry. */
export const SECURITY_TIME_DEFAULT_S = 3600;
/** The token cookie lives securityTime / SECONDS_PER_DAY days. */
export const SECONDS_PER_DAY = 86_400;
/** The token is refreshed when less than this much validity remains. */
export const TOKEN_REFRESH_THRESHOLD_S = 600;
export const SOCKET_PING_MS = 30_000;
export const SOCKET_RECONNECT_MS = 30_000;
export const ACTIVATION_VALID_HOURS = 24;
export const CERTIFICATION_REVIEW_DAYS_MIN = 1;
export const CERTIFICATION_REVIEW_DAYS_MAX = 3;

// ── Account rules ────────────────────────────────────────────────────────────
export const VERIFICATION_CODE_LENGTH = 6;
/** A sent code stays valid this long. */
export const VERIFICATION_CODE_TTL_S = 600;
/** A new code for the same account may be asked for after this many seconds. */
export const VERIFICATION_CODE_RESEND_S = 60;
/** Wrong guesses allowed before a code is burnt. */
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** Codes and activation e-mails one account may be sent in 24 hours (however many addresses ask). */
export const VERIFICATION_CODES_PER_ACCOUNT_PER_DAY = 10;
/** Codes and activation e-mails one client address may ask for in an hour, and in 24 hours, whatever the accounts. */
export const VERIFICATION_CODES_PER_ADDRESS_PER_HOUR = 20;
export const VERIFICATION_CODES_PER_ADDRESS_PER_DAY = 50;

// ── Field lengths ────────────────────────────────────────────────────────────
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const NAME_MIN_LENGTH = 1;
export const NAME_MAX_LENGTH = 50;
export const TEXT_MAX_LENGTH = 300;
export const ADDRESS_MAX_LENGTH = 500;
export const PHONE_MAX_LENGTH = 50;
/** Admin menu name, authority flag and module need at least this many characters. */
export const ADMIN_MENU_MIN_LENGTH = 2;

// ── Work orders ──────────────────────────────────────────────────────────────
export const WORK_ORDER_MAX_IN_PROGRESS = 3;
export const WORK_ORDER_MAX_MEDIA = 3;
export const WORK_ORDER_VIDEO_MAX_MB = 20;
export const WORK_ORDER_IMAGE_MAX_MB = 10;
/** Upload limits are written in MB (1024 × 1024 bytes). */
export const BYTES_PER_MB = 1024 * 1024;
export const WORK_ORDER_VIDEO_MAX_BYTES = WORK_ORDER_VIDEO_MAX_MB * BYTES_PER_MB;
export const WORK_ORDER_IMAGE_MAX_BYTES = WORK_ORDER_IMAGE_MAX_MB * BYTES_PER_MB;

// ── Notices ──────────────────────────────────────────────────────────────────
export const NOTICE_TITLE_MAX_LENGTH = 100;
export const NOTICE_CONTENT_MAX_LENGTH = 5000;
/** Users one notice may be addressed to by name; beyond that an operator addresses everyone. */
export const NOTICE_MAX_RECIPIENTS = 1000;

// ── Device credentials ───────────────────────────────────────────────────────
/**
 * Device credentials (manufacture triples) a space may generate, by the account type of the space's
 * OWNER (spec 000 §6, 001 §6): keys are AccountType values 0 personal, 1 enterprise,
 * 2 enterprise-certified. Not to be confused with the debug-device batch limits (10 / 30 / 100, 001 §5).
 */
export const DEVICE_QUOTA_BY_ACCOUNT_TYPE: Readonly<Record<0 | 1 | 2, number>> = { 0: 100, 1: 1000, 2: 10_000 };
/**
 * Real debug devices one batch may add (spec 001 §5, §9), by the account type of the space's OWNER:
 * 0 personal, 1 enterprise, 2 enterprise-certified.
 */
export const DEBUG_DEVICE_BATCH_MAX_BY_ACCOUNT_TYPE: Readonly<Record<0 | 1 | 2, number>> = { 0: 10, 1: 30, 2: 100 };

// ── Devices and the broker (spec 001 §9) ─────────────────────────────────────
export const MQTT_KEEPALIVE_S = 90;
export const MQTT_RECONNECT_MS = 10_000;
export const MQTT_CONNECT_TIMEOUT_MS = 10_000;
export const MQTT_PROTOCOL_VERSION = 4;
/** Control messages from the console are published at qos 2 and debounced. */
export const MQTT_CONTROL_QOS = 2;
export const CONTROL_DEBOUNCE_MS = 400;
/** The envelope's header.ver. */
export const MESSAGE_VERSION = '1.0.0';
/** MQTT over WebSocket on the HTTP port. */
export const MQTT_WS_PATH = '/mqtt';
/** Device logs and malfunctions are kept this long, then deleted by a daily job. */
export const DEVICE_LOG_RETENTION_DAYS = 7;
/** The device log and malfunction lists count at most this many matching rows: a total equal to it means "at least". */
export const DEVICE_LOG_COUNT_MAX = 100_000;
/**
 * The device list's total and the device counts (total, activated, online) count at most this many devices: a
 * figure equal to it means "at least" (shown as 1,000+). Counting a space of a million devices exactly reads every
 * one of them, and even 10,000 index entries cost each list call ten times what its page does (bench/devices.ts);
 * past 100 pages a user filters or searches rather than pages.
 */
export const DEVICE_COUNT_MAX = 1000;
/** The platform's Bluetooth SIG company identifier (hex) in the mesh device list; 0xFFFF is SIG's value for unassigned / testing use. */
export const MESH_COMPANY_ID = '0xFFFF';
export const TRIPLE_GENERATE_TIMEOUT_MS = 120_000;
export const TRIPLE_SN_FILE_MAX_MB = 10;
/** Triples one generation may create (the quota limits the total). */
export const TRIPLE_GENERATE_MAX = 100_000;
export const VIRTUAL_DEVICE_TIMEOUT_MS = 30_000;
/** Virtual devices one product may have. */
export const VIRTUAL_DEVICES_PER_PRODUCT_MAX = 100;
/** Biggest MQTT message a device may publish: a bigger one closes its connection. */
export const DEVICE_MESSAGE_MAX_BYTES = 64 * 1024;
/** Deepest nesting of objects and arrays in a device message (the envelope and a report's dps are 3 deep). */
export const DEVICE_MESSAGE_MAX_DEPTH = 16;
/** Longest header mid and gid: ids, not payloads (the log keeps the mid of every message). */
export const DEVICE_MESSAGE_ID_MAX_LENGTH = 128;

// ── Firmware and OTA (spec 001 §5, §9) ──────────────────────────────────────
/** A firmware upgrade file: .bin, at most 10M. */
export const FIRMWARE_FILE_MAX_MB = 10;
export const FIRMWARE_FILE_MAX_BYTES = FIRMWARE_FILE_MAX_MB * BYTES_PER_MB;
/** A production (factory) file may be bigger: a whole flash image. */
export const FIRMWARE_PRODUCTION_FILE_MAX_MB = 32;
export const FIRMWARE_DESCRIPTION_MAX_LENGTH = 500;
export const FIRMWARE_UPGRADE_TIMEOUT_MIN_S = 60;
export const FIRMWARE_UPGRADE_TIMEOUT_MAX_S = 3600;
/** An upgrade text shown to the app user, per language. */
export const OTA_TEXT_MAX_LENGTH = 500;
/** Gray stages of one release (the verification stage and the final one not counted). */
export const OTA_GRAY_STAGES_MAX = 10;
/** A soak time between stages, in minutes. */
export const OTA_SOAK_MAX_MINUTES = 7 * 24 * 60;
/** Retries of one device's upgrade after a failure or time-out. */
export const OTA_RETRIES_MAX = 5;
/** Explicit target devices or whitelist entries given in one call. */
export const OTA_DEVICE_IDS_MAX = 1000;
/** Source versions a release may target. */
export const OTA_SOURCE_VERSIONS_MAX = 20;
/** A device's failure reason is kept up to this many characters. */
export const OTA_REASON_MAX_LENGTH = 200;
/** How long a signed download address stays valid. */
export const OTA_DOWNLOAD_URL_TTL_S = 24 * 3600;
/** The stage's failure rate is judged once this many of its tasks (or all of a smaller stage) have finished. */
export const OTA_HALT_MIN_FINISHED = 10;

// ── Device message push (spec 001 §5) ───────────────────────────────────────
/** Titles and contents of a push: 0-300 characters (the Chinese ones required). */
export const PUSH_TEXT_MAX_LENGTH = 300;
/**
 * The spec's {host}: the platform's app link prefix. A push that opens a URL opens it in the app, so
 * the URL must be one of the platform's app pages (no arbitrary web address in a device alert); a panel
 * link starts with it or with http://.
 */
export const APP_HOST_URL = 'https://app.iotc.link/';
export const PUSH_URL_MAX_LENGTH = 500;
/** Conditions of one push; each names a different function. */
export const PUSH_CONDITIONS_MAX = 10;
/** Pushes of one product: every report of its devices is checked against each enabled one. */
export const PUSHES_PER_PRODUCT_MAX = 50;

// ── Layout ───────────────────────────────────────────────────────────────────
// Wider than spec 000 §9's 255/80: the English labels ("Manufacture", "Device message monitor") are whole.
export const SIDE_MENU_WIDTH = 296;
export const SIDE_MENU_COLLAPSED_WIDTH = 88;
/** The navigation drawer of a phone (below 768 px), which replaces the side menu there. */
export const NAV_DRAWER_WIDTH = 300;
export const CONTENT_WIDTH = 1200;
export const PRIMARY_COLOR = '#3B7CFF';
/** The first year of the footer's copyright line (spec 000 §1); the last is the current year. */
export const COPYRIGHT_SINCE = 2021;

// ── Languages and formats ────────────────────────────────────────────────────
/** Same values as `LANGS` of api/shell.ts, kept literal here so this file stays import-free. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
/** The spec allows either default; we pick Chinese. Unknown `lang` headers fall back to it. */
export const DEFAULT_LANGUAGE = 'zh-CN';
/** Display format of timestamps (the API sends epoch seconds). */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

// ── Helper defaults ──────────────────────────────────────────────────────────
export const THROTTLE_MS = 2000;
export const DEBOUNCE_MS = 1000;
export const RANDOM_ID_LENGTH = 32;

// ── Products and their thing model (spec 001 §5, §9) ─────────────────────────
export const BYTES_PER_KB = 1024;
/** DP IDs of custom functions; standard functions use 1-100 and advanced ones 200-255. */
export const DP_ID_CUSTOM_MIN = 101;
export const DP_ID_CUSTOM_MAX = 199;
export const DP_ID_STANDARD_MIN = 1;
export const DP_ID_STANDARD_MAX = 100;
export const DP_ID_ADVANCED_MIN = 200;
export const DP_ID_ADVANCED_MAX = 255;
/** Functions one add, edit or delete may carry (one "interaction"). */
export const FUNCTIONS_PER_SAVE_MAX = 10;
export const FAULT_BITS_MAX = 30;
/** Max length of string and raw functions, in bytes (UTF-8 for strings). */
export const FUNCTION_MAX_LENGTH_BYTES = 255;
/** A value function's scale: the reported integer is divided by 10^multiple. */
export const FUNCTION_MULTIPLE_MAX = 3;
export const FUNCTION_UNIT_MAX_LENGTH = 20;
export const FUNCTION_NAME_MAX_LENGTH = 50;
export const FUNCTION_IDENTIFIER_MAX_LENGTH = 50;
export const FUNCTION_DESCRIPTION_MAX_LENGTH = 200;
export const ENUM_VALUES_MAX = 50;
export const PRODUCT_NAME_MAX_LENGTH = 50;
export const PRODUCT_MODEL_MAX_LENGTH = 50;
export const PRODUCT_KEY_LENGTH = 16;
export const PRODUCT_IMAGE_MAX_MB = 1;
export const PRODUCT_IMAGE_RATIO = '1:1';
export const PAIRING_STEPS_MAX = 4;
export const PAIRING_TEXT_MAX_LENGTH = 300;
export const PAIRING_IMAGE_MAX_KB = 300;
export const PAIRING_VIDEO_MAX_KB = 500;
export const PAIRING_VIDEO_MAX_S = 15;
export const MANUAL_MAX_MB = 10;
export const TEST_REPORT_MAX_MB = 10;
export const TEST_REPORT_TIMEOUT_MS = 30_000;
export const TEST_ACCOUNTS_MAX = 20;
export const PRODUCT_RULE_NAME_MAX_LENGTH = 50;
export const PRODUCT_RULE_ITEMS_MAX = 10;

// ── Device control panels (spec 001 §5, §9) ─────────────────────────────────
/** The panel preview is a phone screen of 3:4. */
export const PANEL_PREVIEW_RATIO = '3:4';
/** Columns of the panel grid: a component spans 1-4 of them, so half-width ones sit side by side on a phone. */
export const PANEL_GRID_COLUMNS = 4;
/** Rows a component may span; a row is PANEL_GRID_ROW_PX high in the renderer. */
export const PANEL_GRID_ROWS_MAX = 6;
export const PANEL_GRID_ROW_PX = 64;
export const PANEL_PAGES_MAX = 20;
/** Components of one panel, all pages and groups counted. */
export const PANEL_COMPONENTS_MAX = 500;
/** Groups inside groups: a page holds groups, a group holds components and at most this many levels of groups. */
export const PANEL_GROUP_DEPTH_MAX = 3;
export const PANEL_RULES_MAX = 50;
/** How deep a panel document's JSON may nest (objects in arrays in objects): a real one, groups included, stays far below. */
export const PANEL_JSON_DEPTH_MAX = 32;
export const PANEL_NAME_MAX_LENGTH = 50;
export const PANEL_PAGE_NAME_MAX_LENGTH = 20;
export const PANEL_VARIABLE_NAME_MAX_LENGTH = 40;
export const PANEL_TEXT_MAX_LENGTH = 200;
export const PANEL_LINK_MAX_LENGTH = 500;
/** A panel document as JSON, in bytes: an import or a save above it is refused before parsing. */
export const PANEL_DOCUMENT_MAX_BYTES = 512 * 1024;
/** The note of a published version. */
export const PANEL_VERSION_NOTE_MAX_LENGTH = 200;
/** A custom panel icon: PNG, 1:1, at most 100kb. */
export const PANEL_ICON_MAX_KB = 100;
/** A custom panel font: ttf or woff. */
export const PANEL_FONT_MAX_MB = 2;
export const PANEL_ASSETS_MAX = 200;
/** Offline panels: preview 3:4 at most 1M, ZIP package at most 2M, language pack at most 2M. */
export const OFFLINE_PANEL_PREVIEW_MAX_MB = 1;
export const OFFLINE_PANEL_PACKAGE_MAX_MB = 2;
export const OFFLINE_PANEL_LANGUAGE_MAX_MB = 2;
/** What a package may unpack to: entries and bytes in total (a zip bomb stops here). */
export const OFFLINE_PANEL_UNPACKED_MAX_MB = 20;
export const OFFLINE_PANEL_ENTRIES_MAX = 1000;
export const OFFLINE_PANEL_DESCRIPTION_MAX_LENGTH = 500;
/** How long a signed preview address of an offline panel's package works. */
export const OFFLINE_PANEL_PREVIEW_URL_TTL_S = 3600;

// ── Voice control (spec 001 §3, §5, §9) ─────────────────────────────────────
/** Aliases of a voice function or value: 1-10, separated by semicolons. */
export const VOICE_ALIASES_MIN = 1;
export const VOICE_ALIASES_MAX = 10;
export const VOICE_ALIAS_MAX_LENGTH = 30;
/** Voice functions of one scheme (a product has at most this many writable functions worth saying). */
export const VOICE_FUNCTIONS_MAX = 50;
/** Named values or ranges of one voice function. */
export const VOICE_VALUES_MAX = 30;
export const VOICE_DEMO_MAX_LENGTH = 100;
export const VOICE_FIELD_MAX_LENGTH = 50;
/** A platform's account field (skill ID, project name and ID, invocation name): an Alexa skill ID alone is 52 characters. */
export const VOICE_ACCOUNT_FIELD_MAX_LENGTH = 128;
export const VOICE_PUBLISH_NOTE_MAX_LENGTH = 200;
/** A platform's secret file (a key or credentials file): small text. */
export const VOICE_SECRET_MAX_KB = 64;
/** Secret files kept per scheme: the ones it names and the day's uploads (older unnamed ones are pruned). */
export const VOICE_SECRET_FILES_MAX = 20;
/** What the utterance tester reads of a phrase. */
export const VOICE_UTTERANCE_MAX_LENGTH = 120;

// ── Product languages (spec 002 §3, §5, §9) ─────────────────────────────────
/** A text of a language entry: both languages required, up to 20 characters each. */
export const LANGUAGE_TEXT_MAX_LENGTH = 20;
/** A language pack: .xls or .xlsx. */
export const LANGUAGE_PACK_MAX_MB = 2;
/** Language pack exports of one product: 3 per 24 hours. */
export const LANGUAGE_EXPORTS_PER_DAY = 3;
/** Rows of one pack or one save. */
export const LANGUAGE_ENTRIES_MAX = 2000;
