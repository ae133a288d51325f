DROP FUNCTION set_updated_at();
