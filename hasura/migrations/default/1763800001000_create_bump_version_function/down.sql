DROP FUNCTION bump_version();
