import type { Language } from "../constants";

/**
 * What `npm run backup` and `npm run restore` tell the operator, and the nightly backup's log
 * lines, in the language of the operator's locale (LANG).
 */
export const backupMessages = {
  backup_usage: {
    en: "Usage: npm run backup -- <archive> [--overwrite]   ·   npm run restore -- <archive> [--force]",
    vi: "Cách dùng: npm run backup -- <tệp lưu trữ> [--overwrite]   ·   npm run restore -- <tệp lưu trữ> [--force]",
  },
  backup_archive_exists: {
    en: "{path} already exists: choose another path, or add --overwrite to replace it",
    vi: "{path} đã tồn tại: hãy chọn đường dẫn khác, hoặc thêm --overwrite để ghi đè",
  },
  backup_asking_server: {
    en: "A server is running on {dataDir}: asking it for a snapshot of the database",
    vi: "Máy chủ đang chạy trên {dataDir}: đang yêu cầu máy chủ chụp nhanh cơ sở dữ liệu",
  },
  backup_done: {
    en: "Backup written to {path} ({size}): {kind} database at migration {migration}, {tables} tables, {rows} rows, {files} files; version {version}",
    vi: "Đã ghi bản sao lưu vào {path} ({size}): cơ sở dữ liệu {kind} ở migration {migration}, {tables} bảng, {rows} dòng, {files} tệp; phiên bản {version}",
  },
  backup_no_database: {
    en: "There is no embedded database in {dataDir}: set DATA_DIR to the server's data folder (or DATABASE_URL for PostgreSQL)",
    vi: "Không có cơ sở dữ liệu nhúng trong {dataDir}: hãy đặt DATA_DIR là thư mục dữ liệu của máy chủ (hoặc DATABASE_URL cho PostgreSQL)",
  },
  backup_failed: {
    en: "Backup failed: {reason}",
    vi: "Sao lưu thất bại: {reason}",
  },
  data_folder_in_use: {
    en: "The data folder {dataDir} is in use by another process ({holder}, pid {pid}): stop it first",
    vi: "Thư mục dữ liệu {dataDir} đang được tiến trình khác sử dụng ({holder}, pid {pid}): hãy dừng tiến trình đó trước",
  },
  restore_archive_missing: {
    en: "There is no archive at {path}",
    vi: "Không có tệp lưu trữ tại {path}",
  },
  restore_archive_truncated: {
    en: "The archive is truncated: {name} is missing or incomplete. Nothing was restored",
    vi: "Tệp lưu trữ bị cắt cụt: {name} bị thiếu hoặc không đầy đủ. Không có gì được khôi phục",
  },
  restore_archive_unreadable: {
    en: "The archive cannot be read ({name}). Nothing was restored",
    vi: "Không đọc được tệp lưu trữ ({name}). Không có gì được khôi phục",
  },
  restore_done: {
    en: "Restored {path} into {target}: {kind} database at migration {migration}, {tables} tables, {rows} rows, {files} files ({size}); made by version {version} on {createdAt}. Every hash and row count matched the manifest",
    vi: "Đã khôi phục {path} vào {target}: cơ sở dữ liệu {kind} ở migration {migration}, {tables} bảng, {rows} dòng, {files} tệp ({size}); do phiên bản {version} tạo lúc {createdAt}. Mọi mã băm và số dòng đều khớp với bản kê",
  },
  restore_entry_altered: {
    en: "The archive was altered: {name} does not match its manifest. Nothing was restored",
    vi: "Tệp lưu trữ đã bị thay đổi: {name} không khớp với bản kê. Không có gì được khôi phục",
  },
  restore_failed: {
    en: "Restore failed: {reason}. Nothing was restored",
    vi: "Khôi phục thất bại: {reason}. Không có gì được khôi phục",
  },
  restore_needs_pg_restore: {
    en: "This archive holds a pg_dump file: install pg_restore (the PostgreSQL client tools) to restore it",
    vi: "Tệp lưu trữ này chứa tệp pg_dump: hãy cài pg_restore (bộ công cụ khách PostgreSQL) để khôi phục",
  },
  restore_newer_migration: {
    en: "This archive was made by a newer version (migration {tag}): restore it with that version or a newer one",
    vi: "Tệp lưu trữ này do phiên bản mới hơn tạo (migration {tag}): hãy khôi phục bằng phiên bản đó hoặc mới hơn",
  },
  restore_table_mismatch: {
    en: "Table {table} holds {found} rows after the restore, the manifest says {expected}. Nothing was restored",
    vi: "Bảng {table} có {found} dòng sau khi khôi phục, bản kê ghi {expected}. Không có gì được khôi phục",
  },
  restore_target_not_empty: {
    en: "{target} is not empty: restore into an empty data folder or database, or add --force to replace what it holds",
    vi: "{target} không trống: hãy khôi phục vào thư mục dữ liệu hoặc cơ sở dữ liệu trống, hoặc thêm --force để thay thế dữ liệu hiện có",
  },
  restore_wrong_database: {
    en: "This archive holds a {archive} database and the target is {target}: restore it with the same kind (DATABASE_URL set for PostgreSQL, unset for the embedded database)",
    vi: "Tệp lưu trữ này chứa cơ sở dữ liệu {archive} còn đích là {target}: hãy khôi phục vào cùng loại (đặt DATABASE_URL cho PostgreSQL, bỏ trống cho cơ sở dữ liệu nhúng)",
  },
} as const satisfies Record<string, Record<Language, string>>;
