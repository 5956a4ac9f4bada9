-- Each service now has one id everywhere ('storage', not 'storage-service'): rename the ids
-- in the telemetry already stored, so history stays with its service.
UPDATE request_minutes SET service = replace(service, '-service', '') WHERE service LIKE '%-service';
UPDATE request_hours SET service = replace(service, '-service', '') WHERE service LIKE '%-service';
UPDATE operation_minutes SET service = replace(service, '-service', '') WHERE service LIKE '%-service';
UPDATE health_checks SET service = replace(service, '-service', '') WHERE service LIKE '%-service';
