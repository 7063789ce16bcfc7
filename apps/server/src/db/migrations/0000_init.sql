CREATE TABLE "account_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"country" text,
	"address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"account" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"job" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"app_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "apps_app_key_unique" UNIQUE("app_key")
);
--> statement-breakpoint
CREATE TABLE "product_apps" (
	"product_id" text NOT NULL,
	"app_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_apps_product_id_app_id_pk" PRIMARY KEY("product_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "activation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "throttle_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"nature" text NOT NULL,
	"license_number" text NOT NULL,
	"license_image" text NOT NULL,
	"legal_person" text NOT NULL,
	"applicant" text NOT NULL,
	"id_number" text NOT NULL,
	"id_card_front" text NOT NULL,
	"id_card_back" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" text
);
--> statement-breakpoint
CREATE TABLE "app_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debug_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"did" text NOT NULL,
	"app_id" text NOT NULL,
	"app_name" text NOT NULL,
	"app_key" text NOT NULL,
	"region_server_id" text NOT NULL,
	"user_account" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_push_edges" (
	"push_ref" text NOT NULL,
	"device_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"matched" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_push_edges_push_ref_device_id_pk" PRIMARY KEY("push_ref","device_id")
);
--> statement-breakpoint
CREATE TABLE "device_push_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"push_ref" text NOT NULL,
	"push_id" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"device_id" text NOT NULL,
	"device_name" text NOT NULL,
	"user_account" text NOT NULL,
	"matched_values" jsonb NOT NULL,
	"triggered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_pushes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"push_id" text NOT NULL,
	"product_id" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"condition_type" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"trigger_mode" text NOT NULL,
	"target" text NOT NULL,
	"method" text NOT NULL,
	"open_method" text NOT NULL,
	"open_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_dead_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"row" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_faults" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"params" jsonb,
	"report_from" text NOT NULL,
	"report_type" smallint NOT NULL,
	"parameter" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"device_id" text NOT NULL,
	"product_id" text NOT NULL,
	"event_type" smallint NOT NULL,
	"func_key" text,
	"func_name" text,
	"value" jsonb,
	"origin_channel" text NOT NULL,
	"origin_detail" text NOT NULL,
	"mid" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_states" (
	"device_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"nature" smallint NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"sn" text,
	"mac" text,
	"batch" text,
	"generation_id" text,
	"created_by" text,
	"activated_at" timestamp with time zone,
	"last_activated_at" timestamp with time zone,
	"online" boolean DEFAULT false NOT NULL,
	"online_changed_at" timestamp with time zone,
	"info" jsonb,
	"production_uuid" text,
	"module_firmware_key" text,
	"module_firmware_version" text,
	"mcu_firmware_key" text,
	"mcu_firmware_version" text,
	"module_sn" text,
	"bound_user" text,
	"bound_app" text,
	"location" text,
	"channel" text,
	"timezone" text,
	"is_ai" boolean DEFAULT false NOT NULL,
	"export_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" text NOT NULL,
	"dict_label" text NOT NULL,
	"dict_label_en" text NOT NULL,
	"dict_value" text NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dict_data_type_value_uq" UNIQUE("dict_type","dict_value")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_lang_uq" UNIQUE("type","lang")
);
--> statement-breakpoint
CREATE TABLE "firmware_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"firmware_id" text NOT NULL,
	"version" text NOT NULL,
	"description" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"md5" text NOT NULL,
	"production_file_key" text,
	"production_file_name" text,
	"production_file_size" integer,
	"is_must" boolean NOT NULL,
	"dependency_firmware_id" text,
	"dependency_version" text,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firmwares" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"key" text NOT NULL,
	"flag" text NOT NULL,
	"type" text NOT NULL,
	"upgrade_channel" smallint NOT NULL,
	"flash_size" text NOT NULL,
	"upgrade_timeout_s" integer NOT NULL,
	"upgrade_mode" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_firmware" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"firmware_id" text NOT NULL,
	"custom" boolean NOT NULL,
	"version_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_firmware_product_id_firmware_id_pk" PRIMARY KEY("product_id","firmware_id")
);
--> statement-breakpoint
CREATE TABLE "product_functions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" smallint NOT NULL,
	"template_id" text,
	"dp_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"data_type" text NOT NULL,
	"rw_flag" text NOT NULL,
	"spec" jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scene_condition" boolean DEFAULT false NOT NULL,
	"scene_action" boolean DEFAULT false NOT NULL,
	"timer" boolean DEFAULT false NOT NULL,
	"texts" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardware_modules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"chip" text NOT NULL,
	"network_type" text NOT NULL,
	"schemes" jsonb NOT NULL,
	"description" text NOT NULL,
	"description_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"lang" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"params" jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_docs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"lang" text NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"path" text NOT NULL,
	"component" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"redirect" text,
	"menu_type" smallint NOT NULL,
	"module_type" text NOT NULL,
	"parent_id" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"visible" smallint DEFAULT 1 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"is_cache" smallint DEFAULT 0 NOT NULL,
	"is_frame" smallint DEFAULT 0 NOT NULL,
	"is_hide_child_menu" smallint DEFAULT 0 NOT NULL,
	"perms" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_guides" (
	"product_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_recipients" (
	"notice_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "notice_recipients_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"format" text NOT NULL,
	"audience" text NOT NULL,
	"publisher_id" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_panel_products" (
	"tenant_id" text NOT NULL,
	"offline_panel_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "offline_panel_products_offline_panel_id_product_id_pk" PRIMARY KEY("offline_panel_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "offline_panel_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"files" jsonb,
	"unpacked_size" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_panels" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"panel_type" text NOT NULL,
	"description" text NOT NULL,
	"product_type" text NOT NULL,
	"preview_key" text NOT NULL,
	"package_key" text NOT NULL,
	"package_name" text NOT NULL,
	"package_size" integer NOT NULL,
	"package_entries" integer NOT NULL,
	"files" jsonb NOT NULL,
	"language_key" text,
	"language_name" text,
	"status" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ota_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"stage_index" smallint,
	"by" text,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ota_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"firmware_id" text NOT NULL,
	"version_id" text NOT NULL,
	"firmware_key" text NOT NULL,
	"firmware_type" text NOT NULL,
	"version" text NOT NULL,
	"release_mode" text NOT NULL,
	"verification" boolean NOT NULL,
	"gray_type" text,
	"version_mode" text NOT NULL,
	"source_versions" jsonb NOT NULL,
	"area_mode" text NOT NULL,
	"areas" jsonb NOT NULL,
	"device_ids" jsonb NOT NULL,
	"auto_upgrade" boolean NOT NULL,
	"window_start" text,
	"window_end" text,
	"upgrade_text_zh" text NOT NULL,
	"upgrade_text_en" text NOT NULL,
	"rate_limit_per_minute" integer,
	"retries" smallint NOT NULL,
	"task_timeout_s" integer NOT NULL,
	"failure_threshold_percent" smallint,
	"status" text NOT NULL,
	"current_stage" smallint DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ota_stages" (
	"release_id" text NOT NULL,
	"index" smallint NOT NULL,
	"kind" text NOT NULL,
	"value" integer,
	"soak_minutes" integer NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone,
	"soak_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ota_stages_release_id_index_pk" PRIMARY KEY("release_id","index")
);
--> statement-breakpoint
CREATE TABLE "ota_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"release_id" text NOT NULL,
	"did" text NOT NULL,
	"stage_index" smallint NOT NULL,
	"status" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"from_version" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"not_before" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ota_whitelist" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"panel_id" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"note" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panels" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"live_version" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_panels" (
	"product_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"selected_at" timestamp with time zone NOT NULL,
	"selected_by" text NOT NULL,
	"reminder_dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "function_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"class_id" text,
	"kind" smallint NOT NULL,
	"dp_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"rw_flag" text NOT NULL,
	"spec" jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"values_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_pack_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"exported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"key" text NOT NULL,
	"zh" text NOT NULL,
	"en" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"condition_type" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_key" text NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"product_type" text NOT NULL,
	"scheme" text NOT NULL,
	"network_type" text NOT NULL,
	"power_consume_type" text NOT NULL,
	"active_type" text NOT NULL,
	"module_id" text,
	"mesh_product_id" text,
	"wifi_flag" boolean NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_demo_product" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_product_key_unique" UNIQUE("product_key")
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" text NOT NULL,
	"menu_id" text NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_tenant_id_role_id_pk" PRIMARY KEY("user_id","tenant_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "user_guides" (
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"has_guided" boolean DEFAULT false NOT NULL,
	"guided_at" timestamp with time zone,
	CONSTRAINT "user_guides_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "test_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_reports" (
	"product_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"size" integer NOT NULL,
	"result" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triple_generations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"batch" text,
	"count" integer NOT NULL,
	"status" text NOT NULL,
	"job_id" text NOT NULL,
	"export_count" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triple_serials" (
	"generation_id" text NOT NULL,
	"position" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sn" text NOT NULL,
	"mac" text,
	CONSTRAINT "triple_serials_generation_id_position_pk" PRIMARY KEY("generation_id","position")
);
--> statement-breakpoint
CREATE TABLE "voice_publish_records" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"scheme_id" text NOT NULL,
	"version" integer NOT NULL,
	"note" text NOT NULL,
	"config" jsonb NOT NULL,
	"function_count" integer NOT NULL,
	"published_by" text NOT NULL,
	"published_by_name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_schemes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_secret_files" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"platform" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"work_order_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"author" smallint NOT NULL,
	"author_user_id" text,
	"content" text NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"problem_type" text NOT NULL,
	"classification" text NOT NULL,
	"content" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint NOT NULL,
	"user_unread" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"user_type" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memberships_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"owner_user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"email" text,
	"phone" text,
	"user_name" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"account_type" smallint NOT NULL,
	"avatar" text,
	"activated_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_operator" boolean DEFAULT false NOT NULL,
	"security_time" integer DEFAULT 3600 NOT NULL,
	"preferred_tenant_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_account_unique" UNIQUE("account")
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_apps" ADD CONSTRAINT "product_apps_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_apps" ADD CONSTRAINT "product_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_apps" ADD CONSTRAINT "product_apps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_tokens" ADD CONSTRAINT "activation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_accounts" ADD CONSTRAINT "app_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_accounts" ADD CONSTRAINT "app_accounts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debug_devices" ADD CONSTRAINT "debug_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debug_devices" ADD CONSTRAINT "debug_devices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debug_devices" ADD CONSTRAINT "debug_devices_did_devices_id_fk" FOREIGN KEY ("did") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debug_devices" ADD CONSTRAINT "debug_devices_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_push_edges" ADD CONSTRAINT "device_push_edges_push_ref_device_pushes_id_fk" FOREIGN KEY ("push_ref") REFERENCES "public"."device_pushes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_push_edges" ADD CONSTRAINT "device_push_edges_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_push_edges" ADD CONSTRAINT "device_push_edges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_push_records" ADD CONSTRAINT "device_push_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pushes" ADD CONSTRAINT "device_pushes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pushes" ADD CONSTRAINT "device_pushes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_dead_letters" ADD CONSTRAINT "device_dead_letters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_faults" ADD CONSTRAINT "device_faults_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_logs" ADD CONSTRAINT "device_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_states" ADD CONSTRAINT "device_states_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_states" ADD CONSTRAINT "device_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_versions" ADD CONSTRAINT "firmware_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_versions" ADD CONSTRAINT "firmware_versions_firmware_id_firmwares_id_fk" FOREIGN KEY ("firmware_id") REFERENCES "public"."firmwares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_versions" ADD CONSTRAINT "firmware_versions_dependency_firmware_id_firmwares_id_fk" FOREIGN KEY ("dependency_firmware_id") REFERENCES "public"."firmwares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmwares" ADD CONSTRAINT "firmwares_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmwares" ADD CONSTRAINT "firmwares_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_firmware" ADD CONSTRAINT "product_firmware_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_firmware" ADD CONSTRAINT "product_firmware_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_firmware" ADD CONSTRAINT "product_firmware_firmware_id_firmwares_id_fk" FOREIGN KEY ("firmware_id") REFERENCES "public"."firmwares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_firmware" ADD CONSTRAINT "product_firmware_version_id_firmware_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."firmware_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_functions" ADD CONSTRAINT "product_functions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_functions" ADD CONSTRAINT "product_functions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_docs" ADD CONSTRAINT "product_docs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_docs" ADD CONSTRAINT "product_docs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_guides" ADD CONSTRAINT "network_guides_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_guides" ADD CONSTRAINT "network_guides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_panel_products" ADD CONSTRAINT "offline_panel_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_panel_products" ADD CONSTRAINT "offline_panel_products_offline_panel_id_offline_panels_id_fk" FOREIGN KEY ("offline_panel_id") REFERENCES "public"."offline_panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_panel_products" ADD CONSTRAINT "offline_panel_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_panel_uploads" ADD CONSTRAINT "offline_panel_uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_panels" ADD CONSTRAINT "offline_panels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_records" ADD CONSTRAINT "ota_records_release_id_ota_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."ota_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_releases" ADD CONSTRAINT "ota_releases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_releases" ADD CONSTRAINT "ota_releases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_releases" ADD CONSTRAINT "ota_releases_firmware_id_firmwares_id_fk" FOREIGN KEY ("firmware_id") REFERENCES "public"."firmwares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_releases" ADD CONSTRAINT "ota_releases_version_id_firmware_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."firmware_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_stages" ADD CONSTRAINT "ota_stages_release_id_ota_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."ota_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_tasks" ADD CONSTRAINT "ota_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_tasks" ADD CONSTRAINT "ota_tasks_release_id_ota_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."ota_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_whitelist" ADD CONSTRAINT "ota_whitelist_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ota_whitelist" ADD CONSTRAINT "ota_whitelist_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_assets" ADD CONSTRAINT "panel_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_versions" ADD CONSTRAINT "panel_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_versions" ADD CONSTRAINT "panel_versions_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_panels" ADD CONSTRAINT "product_panels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_panels" ADD CONSTRAINT "product_panels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "function_templates" ADD CONSTRAINT "function_templates_class_id_product_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."product_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_classes" ADD CONSTRAINT "product_classes_parent_id_product_classes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_pack_exports" ADD CONSTRAINT "language_pack_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_pack_exports" ADD CONSTRAINT "language_pack_exports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_pack_exports" ADD CONSTRAINT "language_pack_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rules" ADD CONSTRAINT "product_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rules" ADD CONSTRAINT "product_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_product_classes_id_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_module_id_hardware_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."hardware_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guides" ADD CONSTRAINT "user_guides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guides" ADD CONSTRAINT "user_guides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_accounts" ADD CONSTRAINT "test_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_accounts" ADD CONSTRAINT "test_accounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triple_generations" ADD CONSTRAINT "triple_generations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triple_generations" ADD CONSTRAINT "triple_generations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triple_serials" ADD CONSTRAINT "triple_serials_generation_id_triple_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."triple_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triple_serials" ADD CONSTRAINT "triple_serials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_publish_records" ADD CONSTRAINT "voice_publish_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_publish_records" ADD CONSTRAINT "voice_publish_records_scheme_id_voice_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."voice_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_schemes" ADD CONSTRAINT "voice_schemes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_schemes" ADD CONSTRAINT "voice_schemes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_secret_files" ADD CONSTRAINT "voice_secret_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_secret_files" ADD CONSTRAINT "voice_secret_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_contacts_tenant_idx" ON "company_contacts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "apps_tenant_idx" ON "apps" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "product_apps_app_idx" ON "product_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "activation_tokens_user_idx" ON "activation_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "throttle_attempts_key_idx" ON "throttle_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "verification_codes_account_idx" ON "verification_codes" USING btree ("account","purpose","created_at");--> statement-breakpoint
CREATE INDEX "certifications_tenant_idx" ON "certifications" USING btree ("tenant_id","submitted_at");--> statement-breakpoint
CREATE INDEX "certifications_status_idx" ON "certifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_open_idx" ON "certifications" USING btree ("tenant_id") WHERE "certifications"."status" in (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "app_accounts_app_account_idx" ON "app_accounts" USING btree ("app_id","account");--> statement-breakpoint
CREATE INDEX "app_accounts_tenant_idx" ON "app_accounts" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debug_devices_did_idx" ON "debug_devices" USING btree ("did");--> statement-breakpoint
CREATE INDEX "debug_devices_tenant_product_idx" ON "debug_devices" USING btree ("tenant_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "device_push_records_tenant_idx" ON "device_push_records" USING btree ("tenant_id","triggered_at","id");--> statement-breakpoint
CREATE INDEX "device_push_records_push_idx" ON "device_push_records" USING btree ("tenant_id","push_id","triggered_at");--> statement-breakpoint
CREATE INDEX "device_push_records_device_idx" ON "device_push_records" USING btree ("tenant_id","device_id","triggered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_pushes_push_id_idx" ON "device_pushes" USING btree ("tenant_id","push_id");--> statement-breakpoint
CREATE INDEX "device_pushes_tenant_created_idx" ON "device_pushes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "device_pushes_product_idx" ON "device_pushes" USING btree ("product_id","enabled");--> statement-breakpoint
CREATE INDEX "device_dead_letters_device_idx" ON "device_dead_letters" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_dead_letters_created_idx" ON "device_dead_letters" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "device_faults_tenant_idx" ON "device_faults" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "device_faults_device_idx" ON "device_faults" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_faults_created_idx" ON "device_faults" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "device_logs_device_idx" ON "device_logs" USING btree ("device_id","created_at","id","tenant_id","event_type");--> statement-breakpoint
CREATE INDEX "device_logs_created_idx" ON "device_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "devices_tenant_created_idx" ON "devices" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "devices_tenant_product_idx" ON "devices" USING btree ("tenant_id","product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "devices_tenant_batch_idx" ON "devices" USING btree ("tenant_id","batch","created_at","id");--> statement-breakpoint
CREATE INDEX "devices_tenant_nature_idx" ON "devices" USING btree ("tenant_id","nature","created_at","id");--> statement-breakpoint
CREATE INDEX "devices_online_idx" ON "devices" USING btree ("tenant_id","created_at","id") WHERE "devices"."online";--> statement-breakpoint
CREATE INDEX "devices_product_online_idx" ON "devices" USING btree ("tenant_id","product_id","created_at","id") WHERE "devices"."online";--> statement-breakpoint
CREATE INDEX "devices_activated_idx" ON "devices" USING btree ("tenant_id","created_at","id") WHERE "devices"."activated_at" is not null;--> statement-breakpoint
CREATE INDEX "devices_product_activated_idx" ON "devices" USING btree ("tenant_id","product_id","created_at","id") WHERE "devices"."activated_at" is not null;--> statement-breakpoint
CREATE INDEX "devices_generation_idx" ON "devices" USING btree ("generation_id");--> statement-breakpoint
CREATE INDEX "devices_product_sn_idx" ON "devices" USING btree ("product_id","sn");--> statement-breakpoint
CREATE INDEX "devices_id_trgm_idx" ON "devices" USING gin ("id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_sn_trgm_idx" ON "devices" USING gin ("sn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dict_data_type_idx" ON "dict_data" USING btree ("dict_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "firmware_versions_version_idx" ON "firmware_versions" USING btree ("firmware_id","version");--> statement-breakpoint
CREATE INDEX "firmware_versions_tenant_idx" ON "firmware_versions" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firmwares_key_idx" ON "firmwares" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "firmwares_product_type_idx" ON "firmwares" USING btree ("product_id","type") WHERE "firmwares"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "firmwares_tenant_updated_idx" ON "firmwares" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "product_firmware_firmware_idx" ON "product_firmware" USING btree ("firmware_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_functions_dp_idx" ON "product_functions" USING btree ("product_id","dp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_functions_identifier_idx" ON "product_functions" USING btree ("product_id",lower("identifier"));--> statement-breakpoint
CREATE INDEX "product_functions_tenant_idx" ON "product_functions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_tenant_idx" ON "jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_docs_lang_idx" ON "product_docs" USING btree ("product_id","lang");--> statement-breakpoint
CREATE INDEX "notice_reads_user_idx" ON "notice_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notice_recipients_user_idx" ON "notice_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "offline_panel_products_product_idx" ON "offline_panel_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "offline_panel_uploads_tenant_created_idx" ON "offline_panel_uploads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "offline_panels_tenant_updated_idx" ON "offline_panels" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "ota_records_release_idx" ON "ota_records" USING btree ("release_id","id");--> statement-breakpoint
CREATE INDEX "ota_releases_tenant_created_idx" ON "ota_releases" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ota_releases_open_idx" ON "ota_releases" USING btree ("status") WHERE "ota_releases"."status" in ('published', 'paused', 'halted');--> statement-breakpoint
CREATE UNIQUE INDEX "ota_tasks_release_did_idx" ON "ota_tasks" USING btree ("release_id","did");--> statement-breakpoint
CREATE INDEX "ota_tasks_release_stage_status_idx" ON "ota_tasks" USING btree ("release_id","stage_index","status");--> statement-breakpoint
CREATE INDEX "ota_tasks_open_did_idx" ON "ota_tasks" USING btree ("did") WHERE "ota_tasks"."status" in ('queued', 'notified', 'downloading', 'installing');--> statement-breakpoint
CREATE UNIQUE INDEX "ota_whitelist_value_idx" ON "ota_whitelist" USING btree ("product_id","kind","value");--> statement-breakpoint
CREATE INDEX "ota_whitelist_tenant_idx" ON "ota_whitelist" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "panel_assets_tenant_kind_idx" ON "panel_assets" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "panel_assets_font_name_idx" ON "panel_assets" USING btree ("tenant_id","name") WHERE "panel_assets"."kind" = 'font';--> statement-breakpoint
CREATE UNIQUE INDEX "panel_versions_version_idx" ON "panel_versions" USING btree ("panel_id","version");--> statement-breakpoint
CREATE INDEX "panels_tenant_product_idx" ON "panels" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "product_panels_ref_idx" ON "product_panels" USING btree ("tenant_id","kind","ref");--> statement-breakpoint
CREATE INDEX "function_templates_class_idx" ON "function_templates" USING btree ("class_id","sort");--> statement-breakpoint
CREATE INDEX "product_classes_parent_idx" ON "product_classes" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "language_pack_exports_product_idx" ON "language_pack_exports" USING btree ("product_id","exported_at");--> statement-breakpoint
CREATE INDEX "language_pack_exports_tenant_idx" ON "language_pack_exports" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_texts_product_key_idx" ON "product_texts" USING btree ("product_id","key");--> statement-breakpoint
CREATE INDEX "product_texts_tenant_idx" ON "product_texts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "product_rules_product_idx" ON "product_rules" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_tenant_updated_idx" ON "products" USING btree ("tenant_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_tenant_status_idx" ON "products" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_key_trgm_idx" ON "products" USING gin ("product_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_tenant_idx" ON "user_roles" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_accounts_account_idx" ON "test_accounts" USING btree ("product_id","account");--> statement-breakpoint
CREATE INDEX "test_accounts_tenant_idx" ON "test_accounts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "triple_generations_tenant_idx" ON "triple_generations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "triple_serials_product_sn_idx" ON "triple_serials" USING btree ("product_id","sn");--> statement-breakpoint
CREATE INDEX "triple_serials_tenant_idx" ON "triple_serials" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_publish_records_version_idx" ON "voice_publish_records" USING btree ("scheme_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_schemes_product_platform_idx" ON "voice_schemes" USING btree ("product_id","platform");--> statement-breakpoint
CREATE INDEX "voice_secret_files_product_idx" ON "voice_secret_files" USING btree ("product_id","platform");--> statement-breakpoint
CREATE INDEX "voice_secret_files_storage_idx" ON "voice_secret_files" USING btree ("tenant_id","storage_key");--> statement-breakpoint
CREATE INDEX "work_order_messages_order_idx" ON "work_order_messages" USING btree ("work_order_id","seq");--> statement-breakpoint
CREATE INDEX "work_orders_user_idx" ON "work_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "work_orders_status_idx" ON "work_orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "memberships_tenant_idx" ON "memberships" USING btree ("tenant_id");