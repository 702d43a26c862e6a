// Generated from spec/openapi.yaml by tools/codegen. Do not edit: run `pnpm run codegen`.

import type { OperationDescriptor } from '../operation-descriptor.js';

/** Every operation of spec/openapi.yaml, in spec order. */
export const OPERATIONS = [
  {
    "operationId": "listAccounts",
    "method": "GET",
    "path": "/v1/accounts",
    "routerPath": "/v1/accounts",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [
      "withBalance"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getAccount",
    "method": "GET",
    "path": "/v1/accounts/{account-id}",
    "routerPath": "/v1/accounts/:account_id",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "account-id",
        "key": "account_id"
      }
    ],
    "queryParams": [
      "withBalance"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getAccountBalances",
    "method": "GET",
    "path": "/v1/accounts/{account-id}/balances",
    "routerPath": "/v1/accounts/:account_id/balances",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "account-id",
        "key": "account_id"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listAccountTransactions",
    "method": "GET",
    "path": "/v1/accounts/{account-id}/transactions",
    "routerPath": "/v1/accounts/:account_id/transactions",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "account-id",
        "key": "account_id"
      }
    ],
    "queryParams": [
      "bookingStatus",
      "dateFrom",
      "dateTo",
      "offset",
      "limit",
      "withBalance"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getAccountTransaction",
    "method": "GET",
    "path": "/v1/accounts/{account-id}/transactions/{transactionId}",
    "routerPath": "/v1/accounts/:account_id/transactions/:transactionId",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "account-id",
        "key": "account_id"
      },
      {
        "name": "transactionId",
        "key": "transactionId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listAgreements",
    "method": "GET",
    "path": "/v1/agreements",
    "routerPath": "/v1/agreements",
    "role": "ANY",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createBankOfferedConsent",
    "method": "POST",
    "path": "/v1/bank-offered-consents",
    "routerPath": "/v1/bank-offered-consents",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiateBulkCrossBorderCreditTransfer",
    "method": "POST",
    "path": "/v1/bulk-payments/cross-border-credit-transfers",
    "routerPath": "/v1/bulk-payments/cross-border-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "paymentInformationId",
      "batchBookingPreferred",
      "debtorAccount",
      "requestedExecutionDate",
      "payments"
    ],
    "bodyMemberTree": {
      "members": {
        "paymentInformationId": {},
        "batchBookingPreferred": {},
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "requestedExecutionDate": {},
        "payments": {
          "items": {
            "members": {
              "endToEndIdentification": {},
              "instructedAmount": {
                "members": {
                  "currency": {},
                  "amount": {}
                }
              },
              "ultimateDebtor": {},
              "creditorName": {},
              "creditorAccount": {
                "members": {
                  "bban": {},
                  "iban": {},
                  "currency": {}
                }
              },
              "creditorAddress": {
                "members": {
                  "street": {},
                  "streetName": {},
                  "buildingNumber": {},
                  "postalCode": {},
                  "postCode": {},
                  "townName": {},
                  "city": {},
                  "country": {}
                }
              },
              "ultimateCreditor": {},
              "purposeCode": {},
              "remittanceInformationUnstructured": {},
              "remittanceInformationStructured": {
                "members": {
                  "reference": {},
                  "referenceType": {},
                  "referenceIssuer": {}
                }
              },
              "remittanceInformationStructuredArray": {
                "items": {
                  "members": {
                    "reference": {},
                    "referenceType": {},
                    "referenceIssuer": {}
                  }
                }
              },
              "creditorAgent": {},
              "creditorAgentName": {},
              "chargeBearer": {},
              "serviceLevel": {},
              "regulatoryReporting": {
                "items": {
                  "members": {
                    "code": {},
                    "information": {}
                  }
                }
              }
            }
          }
        }
      }
    },
    "pathParams": [],
    "queryParams": [
      "allowLogicalDuplicate"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiateBulkInstantNorwegianDomesticCreditTransferStraks",
    "method": "POST",
    "path": "/v1/bulk-payments/instant-norwegian-domestic-credit-transfers-straks",
    "routerPath": "/v1/bulk-payments/instant-norwegian-domestic-credit-transfers-straks",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "paymentInformationId",
      "batchBookingPreferred",
      "debtorAccount",
      "requestedExecutionDate",
      "payments"
    ],
    "bodyMemberTree": {
      "members": {
        "paymentInformationId": {},
        "batchBookingPreferred": {},
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "requestedExecutionDate": {},
        "payments": {
          "items": {
            "members": {
              "endToEndIdentification": {},
              "instructedAmount": {
                "members": {
                  "currency": {},
                  "amount": {}
                }
              },
              "ultimateDebtor": {},
              "creditorName": {},
              "creditorAccount": {
                "members": {
                  "bban": {},
                  "iban": {},
                  "currency": {}
                }
              },
              "creditorAddress": {
                "members": {
                  "street": {},
                  "streetName": {},
                  "buildingNumber": {},
                  "postalCode": {},
                  "postCode": {},
                  "townName": {},
                  "city": {},
                  "country": {}
                }
              },
              "ultimateCreditor": {},
              "purposeCode": {},
              "remittanceInformationUnstructured": {},
              "remittanceInformationStructured": {
                "members": {
                  "reference": {},
                  "referenceType": {},
                  "referenceIssuer": {}
                }
              },
              "remittanceInformationStructuredArray": {
                "items": {
                  "members": {
                    "reference": {},
                    "referenceType": {},
                    "referenceIssuer": {}
                  }
                }
              }
            }
          }
        }
      }
    },
    "pathParams": [],
    "queryParams": [
      "allowLogicalDuplicate"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiateBulkNorwegianDomesticCreditTransfer",
    "method": "POST",
    "path": "/v1/bulk-payments/norwegian-domestic-credit-transfers",
    "routerPath": "/v1/bulk-payments/norwegian-domestic-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "paymentInformationId",
      "batchBookingPreferred",
      "debtorAccount",
      "requestedExecutionDate",
      "payments"
    ],
    "bodyMemberTree": {
      "members": {
        "paymentInformationId": {},
        "batchBookingPreferred": {},
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "requestedExecutionDate": {},
        "payments": {
          "items": {
            "members": {
              "endToEndIdentification": {},
              "instructedAmount": {
                "members": {
                  "currency": {},
                  "amount": {}
                }
              },
              "ultimateDebtor": {},
              "creditorName": {},
              "creditorAccount": {
                "members": {
                  "bban": {},
                  "iban": {},
                  "currency": {}
                }
              },
              "creditorAddress": {
                "members": {
                  "street": {},
                  "streetName": {},
                  "buildingNumber": {},
                  "postalCode": {},
                  "postCode": {},
                  "townName": {},
                  "city": {},
                  "country": {}
                }
              },
              "ultimateCreditor": {},
              "purposeCode": {},
              "remittanceInformationUnstructured": {},
              "remittanceInformationStructured": {
                "members": {
                  "reference": {},
                  "referenceType": {},
                  "referenceIssuer": {}
                }
              },
              "remittanceInformationStructuredArray": {
                "items": {
                  "members": {
                    "reference": {},
                    "referenceType": {},
                    "referenceIssuer": {}
                  }
                }
              }
            }
          }
        }
      }
    },
    "pathParams": [],
    "queryParams": [
      "allowLogicalDuplicate"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiateBulkSepaCreditTransfer",
    "method": "POST",
    "path": "/v1/bulk-payments/sepa-credit-transfers",
    "routerPath": "/v1/bulk-payments/sepa-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "paymentInformationId",
      "batchBookingPreferred",
      "debtorAccount",
      "requestedExecutionDate",
      "payments"
    ],
    "bodyMemberTree": {
      "members": {
        "paymentInformationId": {},
        "batchBookingPreferred": {},
        "debtorAccount": {
          "members": {
            "iban": {},
            "currency": {},
            "bban": {}
          }
        },
        "requestedExecutionDate": {},
        "payments": {
          "items": {
            "members": {
              "endToEndIdentification": {},
              "instructedAmount": {
                "members": {
                  "currency": {},
                  "amount": {}
                }
              },
              "ultimateDebtor": {},
              "creditorName": {},
              "creditorAccount": {
                "members": {
                  "iban": {},
                  "currency": {},
                  "bban": {}
                }
              },
              "creditorAddress": {
                "members": {
                  "street": {},
                  "streetName": {},
                  "buildingNumber": {},
                  "postalCode": {},
                  "postCode": {},
                  "townName": {},
                  "city": {},
                  "country": {}
                }
              },
              "ultimateCreditor": {},
              "purposeCode": {},
              "remittanceInformationUnstructured": {},
              "remittanceInformationStructured": {
                "members": {
                  "reference": {},
                  "referenceType": {},
                  "referenceIssuer": {}
                }
              },
              "remittanceInformationStructuredArray": {
                "items": {
                  "members": {
                    "reference": {},
                    "referenceType": {},
                    "referenceIssuer": {}
                  }
                }
              },
              "creditorAgent": {},
              "creditorAgentName": {},
              "chargeBearer": {}
            }
          }
        }
      }
    },
    "pathParams": [],
    "queryParams": [
      "allowLogicalDuplicate"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getBulkPayment",
    "method": "GET",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "cancelBulkPayment",
    "method": "DELETE",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 202,
    "successStatuses": [
      202,
      204
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "202": [
        "X-Request-ID",
        "ASPSP-SCA-Approach"
      ],
      "204": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listBulkPaymentAuthorisations",
    "method": "GET",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}/authorisations",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId/authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "startBulkPaymentAuthorisation",
    "method": "POST",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}/authorisations",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId/authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "Location",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getBulkPaymentAuthorisationStatus",
    "method": "GET",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}/authorisations/{authorisationId}",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId/authorisations/:authorisationId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      },
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listBulkPaymentCancellationAuthorisations",
    "method": "GET",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}/cancellation-authorisations",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId/cancellation-authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "startBulkPaymentCancellationAuthorisation",
    "method": "POST",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}/cancellation-authorisations",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId/cancellation-authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "Location",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getBulkPaymentCancellationAuthorisationStatus",
    "method": "GET",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}/cancellation-authorisations/{authorisationId}",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId/cancellation-authorisations/:authorisationId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      },
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getBulkPaymentStatus",
    "method": "GET",
    "path": "/v1/bulk-payments/{payment-product}/{paymentId}/status",
    "routerPath": "/v1/bulk-payments/:payment_product/:paymentId/status",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listCardAccounts",
    "method": "GET",
    "path": "/v1/card-accounts",
    "routerPath": "/v1/card-accounts",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getCardAccount",
    "method": "GET",
    "path": "/v1/card-accounts/{account-id}",
    "routerPath": "/v1/card-accounts/:account_id",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "account-id",
        "key": "account_id"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getCardAccountBalances",
    "method": "GET",
    "path": "/v1/card-accounts/{account-id}/balances",
    "routerPath": "/v1/card-accounts/:account_id/balances",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "account-id",
        "key": "account_id"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listCardAccountTransactions",
    "method": "GET",
    "path": "/v1/card-accounts/{account-id}/transactions",
    "routerPath": "/v1/card-accounts/:account_id/transactions",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "account-id",
        "key": "account_id"
      }
    ],
    "queryParams": [
      "bookingStatus",
      "dateFrom",
      "dateTo",
      "offset",
      "limit"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "429": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getAuthorisationStatus",
    "method": "GET",
    "path": "/v1/authorisations/{authorisationId}",
    "routerPath": "/v1/authorisations/:authorisationId",
    "role": "ANY",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createConsent",
    "method": "POST",
    "path": "/v1/consents",
    "routerPath": "/v1/consents",
    "role": "AISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": true,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiateCrossBorderCreditTransfer",
    "method": "POST",
    "path": "/v1/payments/cross-border-credit-transfers",
    "routerPath": "/v1/payments/cross-border-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "endToEndIdentification",
      "instructedAmount",
      "debtorAccount",
      "ultimateDebtor",
      "creditorName",
      "creditorAccount",
      "creditorAddress",
      "ultimateCreditor",
      "purposeCode",
      "remittanceInformationUnstructured",
      "remittanceInformationStructured",
      "remittanceInformationStructuredArray",
      "creditorAgent",
      "creditorAgentName",
      "chargeBearer",
      "serviceLevel",
      "regulatoryReporting",
      "requestedExecutionDate"
    ],
    "bodyMemberTree": {
      "members": {
        "endToEndIdentification": {},
        "instructedAmount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "ultimateDebtor": {},
        "creditorName": {},
        "creditorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "creditorAddress": {
          "members": {
            "street": {},
            "streetName": {},
            "buildingNumber": {},
            "postalCode": {},
            "postCode": {},
            "townName": {},
            "city": {},
            "country": {}
          }
        },
        "ultimateCreditor": {},
        "purposeCode": {},
        "remittanceInformationUnstructured": {},
        "remittanceInformationStructured": {
          "members": {
            "reference": {},
            "referenceType": {},
            "referenceIssuer": {}
          }
        },
        "remittanceInformationStructuredArray": {
          "items": {
            "members": {
              "reference": {},
              "referenceType": {},
              "referenceIssuer": {}
            }
          }
        },
        "creditorAgent": {},
        "creditorAgentName": {},
        "chargeBearer": {},
        "serviceLevel": {},
        "regulatoryReporting": {
          "items": {
            "members": {
              "code": {},
              "information": {}
            }
          }
        },
        "requestedExecutionDate": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getStraksFeeInformation",
    "method": "GET",
    "path": "/v1/payments/instant-norwegian-credit-transfers-straks/fee-information",
    "routerPath": "/v1/payments/instant-norwegian-credit-transfers-straks/fee-information",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [
      "amount",
      "currency",
      "debtorAccount",
      "creditorAccount"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiateInstantNorwegianDomesticCreditTransferStraks",
    "method": "POST",
    "path": "/v1/payments/instant-norwegian-domestic-credit-transfers-straks",
    "routerPath": "/v1/payments/instant-norwegian-domestic-credit-transfers-straks",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "endToEndIdentification",
      "instructedAmount",
      "debtorAccount",
      "ultimateDebtor",
      "creditorName",
      "creditorAccount",
      "creditorAddress",
      "ultimateCreditor",
      "purposeCode",
      "remittanceInformationUnstructured",
      "remittanceInformationStructured",
      "remittanceInformationStructuredArray"
    ],
    "bodyMemberTree": {
      "members": {
        "endToEndIdentification": {},
        "instructedAmount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "ultimateDebtor": {},
        "creditorName": {},
        "creditorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "creditorAddress": {
          "members": {
            "street": {},
            "streetName": {},
            "buildingNumber": {},
            "postalCode": {},
            "postCode": {},
            "townName": {},
            "city": {},
            "country": {}
          }
        },
        "ultimateCreditor": {},
        "purposeCode": {},
        "remittanceInformationUnstructured": {},
        "remittanceInformationStructured": {
          "members": {
            "reference": {},
            "referenceType": {},
            "referenceIssuer": {}
          }
        },
        "remittanceInformationStructuredArray": {
          "items": {
            "members": {
              "reference": {},
              "referenceType": {},
              "referenceIssuer": {}
            }
          }
        }
      }
    },
    "pathParams": [],
    "queryParams": [
      "allowLogicalDuplicate"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "requestStraksFeeInformation",
    "method": "POST",
    "path": "/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information",
    "routerPath": "/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "amount",
      "creditorAccount",
      "debtorAccount"
    ],
    "bodyMemberTree": {
      "members": {
        "amount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "creditorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        }
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiateNorwegianDomesticCreditTransfer",
    "method": "POST",
    "path": "/v1/payments/norwegian-domestic-credit-transfers",
    "routerPath": "/v1/payments/norwegian-domestic-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "endToEndIdentification",
      "instructedAmount",
      "debtorAccount",
      "ultimateDebtor",
      "creditorName",
      "creditorAccount",
      "creditorAddress",
      "ultimateCreditor",
      "purposeCode",
      "remittanceInformationUnstructured",
      "remittanceInformationStructured",
      "remittanceInformationStructuredArray",
      "requestedExecutionDate"
    ],
    "bodyMemberTree": {
      "members": {
        "endToEndIdentification": {},
        "instructedAmount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "ultimateDebtor": {},
        "creditorName": {},
        "creditorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "creditorAddress": {
          "members": {
            "street": {},
            "streetName": {},
            "buildingNumber": {},
            "postalCode": {},
            "postCode": {},
            "townName": {},
            "city": {},
            "country": {}
          }
        },
        "ultimateCreditor": {},
        "purposeCode": {},
        "remittanceInformationUnstructured": {},
        "remittanceInformationStructured": {
          "members": {
            "reference": {},
            "referenceType": {},
            "referenceIssuer": {}
          }
        },
        "remittanceInformationStructuredArray": {
          "items": {
            "members": {
              "reference": {},
              "referenceType": {},
              "referenceIssuer": {}
            }
          }
        },
        "requestedExecutionDate": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiateSepaCreditTransfer",
    "method": "POST",
    "path": "/v1/payments/sepa-credit-transfers",
    "routerPath": "/v1/payments/sepa-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "endToEndIdentification",
      "instructedAmount",
      "debtorAccount",
      "ultimateDebtor",
      "creditorName",
      "creditorAccount",
      "creditorAddress",
      "ultimateCreditor",
      "purposeCode",
      "remittanceInformationUnstructured",
      "remittanceInformationStructured",
      "remittanceInformationStructuredArray",
      "creditorAgent",
      "creditorAgentName",
      "chargeBearer",
      "requestedExecutionDate"
    ],
    "bodyMemberTree": {
      "members": {
        "endToEndIdentification": {},
        "instructedAmount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "debtorAccount": {
          "members": {
            "iban": {},
            "currency": {},
            "bban": {}
          }
        },
        "ultimateDebtor": {},
        "creditorName": {},
        "creditorAccount": {
          "members": {
            "iban": {},
            "currency": {},
            "bban": {}
          }
        },
        "creditorAddress": {
          "members": {
            "street": {},
            "streetName": {},
            "buildingNumber": {},
            "postalCode": {},
            "postCode": {},
            "townName": {},
            "city": {},
            "country": {}
          }
        },
        "ultimateCreditor": {},
        "purposeCode": {},
        "remittanceInformationUnstructured": {},
        "remittanceInformationStructured": {
          "members": {
            "reference": {},
            "referenceType": {},
            "referenceIssuer": {}
          }
        },
        "remittanceInformationStructuredArray": {
          "items": {
            "members": {
              "reference": {},
              "referenceType": {},
              "referenceIssuer": {}
            }
          }
        },
        "creditorAgent": {},
        "creditorAgentName": {},
        "chargeBearer": {},
        "requestedExecutionDate": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getPayment",
    "method": "GET",
    "path": "/v1/payments/{payment-product}/{paymentId}",
    "routerPath": "/v1/payments/:payment_product/:paymentId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "cancelPayment",
    "method": "DELETE",
    "path": "/v1/payments/{payment-product}/{paymentId}",
    "routerPath": "/v1/payments/:payment_product/:paymentId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 202,
    "successStatuses": [
      202,
      204
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "202": [
        "X-Request-ID",
        "ASPSP-SCA-Approach"
      ],
      "204": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listPaymentAuthorisations",
    "method": "GET",
    "path": "/v1/payments/{payment-product}/{paymentId}/authorisations",
    "routerPath": "/v1/payments/:payment_product/:paymentId/authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "startPaymentAuthorisation",
    "method": "POST",
    "path": "/v1/payments/{payment-product}/{paymentId}/authorisations",
    "routerPath": "/v1/payments/:payment_product/:paymentId/authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "Location",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getPaymentAuthorisationStatus",
    "method": "GET",
    "path": "/v1/payments/{payment-product}/{paymentId}/authorisations/{authorisationId}",
    "routerPath": "/v1/payments/:payment_product/:paymentId/authorisations/:authorisationId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      },
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listPaymentCancellationAuthorisations",
    "method": "GET",
    "path": "/v1/payments/{payment-product}/{paymentId}/cancellation-authorisations",
    "routerPath": "/v1/payments/:payment_product/:paymentId/cancellation-authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "startPaymentCancellationAuthorisation",
    "method": "POST",
    "path": "/v1/payments/{payment-product}/{paymentId}/cancellation-authorisations",
    "routerPath": "/v1/payments/:payment_product/:paymentId/cancellation-authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "Location",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getPaymentCancellationAuthorisationStatus",
    "method": "GET",
    "path": "/v1/payments/{payment-product}/{paymentId}/cancellation-authorisations/{authorisationId}",
    "routerPath": "/v1/payments/:payment_product/:paymentId/cancellation-authorisations/:authorisationId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      },
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getPaymentStatus",
    "method": "GET",
    "path": "/v1/payments/{payment-product}/{paymentId}/status",
    "routerPath": "/v1/payments/:payment_product/:paymentId/status",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiatePeriodicCrossBorderCreditTransfer",
    "method": "POST",
    "path": "/v1/periodic-payments/cross-border-credit-transfers",
    "routerPath": "/v1/periodic-payments/cross-border-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "endToEndIdentification",
      "instructedAmount",
      "debtorAccount",
      "ultimateDebtor",
      "creditorName",
      "creditorAccount",
      "creditorAddress",
      "ultimateCreditor",
      "purposeCode",
      "remittanceInformationUnstructured",
      "remittanceInformationStructured",
      "remittanceInformationStructuredArray",
      "creditorAgent",
      "creditorAgentName",
      "chargeBearer",
      "serviceLevel",
      "regulatoryReporting",
      "startDate",
      "executionRule",
      "endDate",
      "frequency",
      "monthsOfExecution",
      "dayOfExecution"
    ],
    "bodyMemberTree": {
      "members": {
        "endToEndIdentification": {},
        "instructedAmount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "ultimateDebtor": {},
        "creditorName": {},
        "creditorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "creditorAddress": {
          "members": {
            "street": {},
            "streetName": {},
            "buildingNumber": {},
            "postalCode": {},
            "postCode": {},
            "townName": {},
            "city": {},
            "country": {}
          }
        },
        "ultimateCreditor": {},
        "purposeCode": {},
        "remittanceInformationUnstructured": {},
        "remittanceInformationStructured": {
          "members": {
            "reference": {},
            "referenceType": {},
            "referenceIssuer": {}
          }
        },
        "remittanceInformationStructuredArray": {
          "items": {
            "members": {
              "reference": {},
              "referenceType": {},
              "referenceIssuer": {}
            }
          }
        },
        "creditorAgent": {},
        "creditorAgentName": {},
        "chargeBearer": {},
        "serviceLevel": {},
        "regulatoryReporting": {
          "items": {
            "members": {
              "code": {},
              "information": {}
            }
          }
        },
        "startDate": {},
        "executionRule": {},
        "endDate": {},
        "frequency": {},
        "monthsOfExecution": {},
        "dayOfExecution": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiatePeriodicInstantNorwegianDomesticCreditTransferStraks",
    "method": "POST",
    "path": "/v1/periodic-payments/instant-norwegian-domestic-credit-transfers-straks",
    "routerPath": "/v1/periodic-payments/instant-norwegian-domestic-credit-transfers-straks",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "endToEndIdentification",
      "instructedAmount",
      "debtorAccount",
      "ultimateDebtor",
      "creditorName",
      "creditorAccount",
      "creditorAddress",
      "ultimateCreditor",
      "purposeCode",
      "remittanceInformationUnstructured",
      "remittanceInformationStructured",
      "remittanceInformationStructuredArray",
      "startDate",
      "executionRule",
      "endDate",
      "frequency",
      "monthsOfExecution",
      "dayOfExecution"
    ],
    "bodyMemberTree": {
      "members": {
        "endToEndIdentification": {},
        "instructedAmount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "ultimateDebtor": {},
        "creditorName": {},
        "creditorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "creditorAddress": {
          "members": {
            "street": {},
            "streetName": {},
            "buildingNumber": {},
            "postalCode": {},
            "postCode": {},
            "townName": {},
            "city": {},
            "country": {}
          }
        },
        "ultimateCreditor": {},
        "purposeCode": {},
        "remittanceInformationUnstructured": {},
        "remittanceInformationStructured": {
          "members": {
            "reference": {},
            "referenceType": {},
            "referenceIssuer": {}
          }
        },
        "remittanceInformationStructuredArray": {
          "items": {
            "members": {
              "reference": {},
              "referenceType": {},
              "referenceIssuer": {}
            }
          }
        },
        "startDate": {},
        "executionRule": {},
        "endDate": {},
        "frequency": {},
        "monthsOfExecution": {},
        "dayOfExecution": {}
      }
    },
    "pathParams": [],
    "queryParams": [
      "allowLogicalDuplicate"
    ],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiatePeriodicNorwegianDomesticCreditTransfer",
    "method": "POST",
    "path": "/v1/periodic-payments/norwegian-domestic-credit-transfers",
    "routerPath": "/v1/periodic-payments/norwegian-domestic-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "instructedAmount",
      "creditorName",
      "creditorAccount",
      "creditorAddress",
      "debtorAccount",
      "ultimateDebtor",
      "remittanceInformationUnstructured",
      "purposeCode",
      "startDate",
      "executionRule",
      "endDate",
      "frequency",
      "monthsOfExecution",
      "dayOfExecution"
    ],
    "bodyMemberTree": {
      "members": {
        "instructedAmount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "creditorName": {},
        "creditorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "creditorAddress": {
          "members": {
            "street": {},
            "streetName": {},
            "buildingNumber": {},
            "postalCode": {},
            "postCode": {},
            "townName": {},
            "city": {},
            "country": {}
          }
        },
        "debtorAccount": {
          "members": {
            "bban": {},
            "iban": {},
            "currency": {}
          }
        },
        "ultimateDebtor": {},
        "remittanceInformationUnstructured": {},
        "purposeCode": {},
        "startDate": {},
        "executionRule": {},
        "endDate": {},
        "frequency": {},
        "monthsOfExecution": {},
        "dayOfExecution": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "x-accept-fix",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initiatePeriodicSepaCreditTransfer",
    "method": "POST",
    "path": "/v1/periodic-payments/sepa-credit-transfers",
    "routerPath": "/v1/periodic-payments/sepa-credit-transfers",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "endToEndIdentification",
      "instructedAmount",
      "debtorAccount",
      "ultimateDebtor",
      "creditorName",
      "creditorAccount",
      "creditorAddress",
      "ultimateCreditor",
      "purposeCode",
      "remittanceInformationUnstructured",
      "remittanceInformationStructured",
      "remittanceInformationStructuredArray",
      "creditorAgent",
      "creditorAgentName",
      "chargeBearer",
      "startDate",
      "executionRule",
      "endDate",
      "frequency",
      "monthsOfExecution",
      "dayOfExecution"
    ],
    "bodyMemberTree": {
      "members": {
        "endToEndIdentification": {},
        "instructedAmount": {
          "members": {
            "currency": {},
            "amount": {}
          }
        },
        "debtorAccount": {
          "members": {
            "iban": {},
            "currency": {},
            "bban": {}
          }
        },
        "ultimateDebtor": {},
        "creditorName": {},
        "creditorAccount": {
          "members": {
            "iban": {},
            "currency": {},
            "bban": {}
          }
        },
        "creditorAddress": {
          "members": {
            "street": {},
            "streetName": {},
            "buildingNumber": {},
            "postalCode": {},
            "postCode": {},
            "townName": {},
            "city": {},
            "country": {}
          }
        },
        "ultimateCreditor": {},
        "purposeCode": {},
        "remittanceInformationUnstructured": {},
        "remittanceInformationStructured": {
          "members": {
            "reference": {},
            "referenceType": {},
            "referenceIssuer": {}
          }
        },
        "remittanceInformationStructuredArray": {
          "items": {
            "members": {
              "reference": {},
              "referenceType": {},
              "referenceIssuer": {}
            }
          }
        },
        "creditorAgent": {},
        "creditorAgentName": {},
        "chargeBearer": {},
        "startDate": {},
        "executionRule": {},
        "endDate": {},
        "frequency": {},
        "monthsOfExecution": {},
        "dayOfExecution": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getPeriodicPayment",
    "method": "GET",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "cancelPeriodicPayment",
    "method": "DELETE",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 202,
    "successStatuses": [
      202,
      204
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "202": [
        "X-Request-ID",
        "ASPSP-SCA-Approach"
      ],
      "204": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listPeriodicPaymentAuthorisations",
    "method": "GET",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}/authorisations",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId/authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "startPeriodicPaymentAuthorisation",
    "method": "POST",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}/authorisations",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId/authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "Location",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getPeriodicPaymentAuthorisationStatus",
    "method": "GET",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}/authorisations/{authorisationId}",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId/authorisations/:authorisationId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      },
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listPeriodicPaymentCancellationAuthorisations",
    "method": "GET",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}/cancellation-authorisations",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId/cancellation-authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "startPeriodicPaymentCancellationAuthorisation",
    "method": "POST",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}/cancellation-authorisations",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId/cancellation-authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "Location",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getPeriodicPaymentCancellationAuthorisationStatus",
    "method": "GET",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}/cancellation-authorisations/{authorisationId}",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId/cancellation-authorisations/:authorisationId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      },
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getPeriodicPaymentStatus",
    "method": "GET",
    "path": "/v1/periodic-payments/{payment-product}/{paymentId}/status",
    "routerPath": "/v1/periodic-payments/:payment_product/:paymentId/status",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "payment-product",
        "key": "payment_product"
      },
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createSigningBasket",
    "method": "POST",
    "path": "/v1/signing-baskets",
    "routerPath": "/v1/signing-baskets",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "paymentIds"
    ],
    "bodyMemberTree": {
      "members": {
        "paymentIds": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "x-accept-fix",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getSigningBasket",
    "method": "GET",
    "path": "/v1/signing-baskets/{basketId}",
    "routerPath": "/v1/signing-baskets/:basketId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "basketId",
        "key": "basketId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "deleteSigningBasket",
    "method": "DELETE",
    "path": "/v1/signing-baskets/{basketId}",
    "routerPath": "/v1/signing-baskets/:basketId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 204,
    "successStatuses": [
      204
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "basketId",
        "key": "basketId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "204": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listSigningBasketAuthorisations",
    "method": "GET",
    "path": "/v1/signing-baskets/{basketId}/authorisations",
    "routerPath": "/v1/signing-baskets/:basketId/authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "basketId",
        "key": "basketId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "startSigningBasketAuthorisation",
    "method": "POST",
    "path": "/v1/signing-baskets/{basketId}/authorisations",
    "routerPath": "/v1/signing-baskets/:basketId/authorisations",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "basketId",
        "key": "basketId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "x-accept-fix",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "Location",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getSigningBasketAuthorisationStatus",
    "method": "GET",
    "path": "/v1/signing-baskets/{basketId}/authorisations/{authorisationId}",
    "routerPath": "/v1/signing-baskets/:basketId/authorisations/:authorisationId",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "basketId",
        "key": "basketId"
      },
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getSigningBasketStatus",
    "method": "GET",
    "path": "/v1/signing-baskets/{basketId}/status",
    "routerPath": "/v1/signing-baskets/:basketId/status",
    "role": "PISP",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "basketId",
        "key": "basketId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "PSU-Corporate-ID",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getTppContactInformation",
    "method": "GET",
    "path": "/v1/tpps/{tppId}/contact-information",
    "routerPath": "/v1/tpps/:tppId/contact-information",
    "role": "ANY",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "tppId",
        "key": "tppId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "putTppContactInformation",
    "method": "PUT",
    "path": "/v1/tpps/{tppId}/contact-information",
    "routerPath": "/v1/tpps/:tppId/contact-information",
    "role": "ANY",
    "sandboxOnly": false,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "email"
    ],
    "bodyMemberTree": {
      "members": {
        "email": {}
      }
    },
    "pathParams": [
      {
        "name": "tppId",
        "key": "tppId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getUser",
    "method": "GET",
    "path": "/v1/user",
    "routerPath": "/v1/user",
    "role": "ANY",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getUsersAlias",
    "method": "GET",
    "path": "/v1/users",
    "routerPath": "/v1/users",
    "role": "ANY",
    "sandboxOnly": false,
    "sca": true,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "x-accept-fix",
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "TPP-Redirect-Preferred",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-ID",
      "X-PSU-IDENTITY",
      "X-PSU-AuthMethod-Preferred",
      "PSU-Corporate-ID",
      "PSU-Context",
      "PSU-IP-Address",
      "PSU-IP-Port",
      "PSU-User-Agent",
      "PSU-Accept",
      "PSU-Accept-Charset",
      "PSU-Accept-Encoding",
      "PSU-Accept-Language",
      "PSU-HTTP-Method",
      "PSU-Device-ID",
      "PSU-Geo-Location"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Redirect-URI",
      "TPP-Signature-Certificate",
      "Signature",
      "PSU-IP-Address"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID",
        "ASPSP-SCA-Approach"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createSandboxAccount",
    "method": "POST",
    "path": "/v1/sandbox/accounts",
    "routerPath": "/v1/sandbox/accounts",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "customerNumber",
      "accountName",
      "bban",
      "iban",
      "currency",
      "product",
      "cashAccountType",
      "creditLine",
      "kidRequired",
      "balances"
    ],
    "bodyMemberTree": {
      "members": {
        "customerNumber": {},
        "accountName": {},
        "bban": {},
        "iban": {},
        "currency": {},
        "product": {},
        "cashAccountType": {},
        "creditLine": {},
        "kidRequired": {},
        "balances": {
          "items": {
            "members": {
              "balanceType": {},
              "balanceAmount": {
                "members": {
                  "amount": {},
                  "currency": {}
                }
              },
              "referenceDate": {},
              "lastChangeDateTime": {},
              "lastCommittedTransaction": {},
              "creditLimitIncluded": {}
            }
          }
        }
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getSandboxAccount",
    "method": "GET",
    "path": "/v1/sandbox/accounts/{mockAccountId}",
    "routerPath": "/v1/sandbox/accounts/:mockAccountId",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "mockAccountId",
        "key": "mockAccountId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "updateSandboxAccountBalances",
    "method": "PUT",
    "path": "/v1/sandbox/accounts/{mockAccountId}/balances",
    "routerPath": "/v1/sandbox/accounts/:mockAccountId/balances",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "balances"
    ],
    "bodyMemberTree": {
      "members": {
        "balances": {
          "items": {
            "members": {
              "balanceType": {},
              "balanceAmount": {
                "members": {
                  "amount": {},
                  "currency": {}
                }
              },
              "referenceDate": {},
              "lastChangeDateTime": {},
              "lastCommittedTransaction": {},
              "creditLimitIncluded": {}
            }
          }
        }
      }
    },
    "pathParams": [
      {
        "name": "mockAccountId",
        "key": "mockAccountId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listSandboxAccountTransactions",
    "method": "GET",
    "path": "/v1/sandbox/accounts/{mockAccountId}/transactions",
    "routerPath": "/v1/sandbox/accounts/:mockAccountId/transactions",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "mockAccountId",
        "key": "mockAccountId"
      }
    ],
    "queryParams": [
      "fromDate",
      "toDate",
      "offset",
      "limit"
    ],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createSandboxAccountTransactions",
    "method": "POST",
    "path": "/v1/sandbox/accounts/{mockAccountId}/transactions",
    "routerPath": "/v1/sandbox/accounts/:mockAccountId/transactions",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "pathParams": [
      {
        "name": "mockAccountId",
        "key": "mockAccountId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getSandboxAccountTransaction",
    "method": "GET",
    "path": "/v1/sandbox/accounts/{mockAccountId}/transactions/{mockTransactionId}",
    "routerPath": "/v1/sandbox/accounts/:mockAccountId/transactions/:mockTransactionId",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "mockAccountId",
        "key": "mockAccountId"
      },
      {
        "name": "mockTransactionId",
        "key": "mockTransactionId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listSandboxAgreements",
    "method": "GET",
    "path": "/v1/sandbox/agreements",
    "routerPath": "/v1/sandbox/agreements",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createSandboxAgreement",
    "method": "POST",
    "path": "/v1/sandbox/agreements",
    "routerPath": "/v1/sandbox/agreements",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "owner",
      "name",
      "engagements"
    ],
    "bodyMemberTree": {
      "members": {
        "owner": {},
        "name": {},
        "engagements": {
          "items": {
            "members": {
              "customer": {},
              "account": {
                "members": {
                  "iban": {}
                }
              },
              "roles": {},
              "registerLimit": {},
              "approvalLimit": {}
            }
          }
        }
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getSandboxAgreement",
    "method": "GET",
    "path": "/v1/sandbox/agreements/{mockAgreementId}",
    "routerPath": "/v1/sandbox/agreements/:mockAgreementId",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "mockAgreementId",
        "key": "mockAgreementId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "addSandboxAgreementEngagement",
    "method": "POST",
    "path": "/v1/sandbox/agreements/{mockAgreementId}/engagements",
    "routerPath": "/v1/sandbox/agreements/:mockAgreementId/engagements",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "customer",
      "account",
      "roles",
      "registerLimit",
      "approvalLimit"
    ],
    "bodyMemberTree": {
      "members": {
        "customer": {},
        "account": {
          "members": {
            "iban": {}
          }
        },
        "roles": {},
        "registerLimit": {},
        "approvalLimit": {}
      }
    },
    "pathParams": [
      {
        "name": "mockAgreementId",
        "key": "mockAgreementId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "decideSandboxAuthorisation",
    "method": "POST",
    "path": "/v1/sandbox/authorisations/{authorisationId}/approve",
    "routerPath": "/v1/sandbox/authorisations/:authorisationId/approve",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "customerNumber",
      "decision",
      "context",
      "agreementId"
    ],
    "bodyMemberTree": {
      "members": {
        "customerNumber": {},
        "decision": {},
        "context": {},
        "agreementId": {}
      }
    },
    "pathParams": [
      {
        "name": "authorisationId",
        "key": "authorisationId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "runSandboxBatch",
    "method": "POST",
    "path": "/v1/sandbox/batch-runs",
    "routerPath": "/v1/sandbox/batch-runs",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createSandboxCardAccount",
    "method": "POST",
    "path": "/v1/sandbox/card-accounts",
    "routerPath": "/v1/sandbox/card-accounts",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "customerNumber",
      "maskedPan",
      "currency",
      "creditLimit",
      "balances",
      "cardId",
      "cardIdVNo",
      "accountNumber",
      "expiry",
      "name",
      "product",
      "status"
    ],
    "bodyMemberTree": {
      "members": {
        "customerNumber": {},
        "maskedPan": {},
        "currency": {},
        "creditLimit": {
          "members": {
            "amount": {},
            "currency": {}
          }
        },
        "balances": {
          "items": {
            "members": {
              "balanceType": {},
              "balanceAmount": {
                "members": {
                  "amount": {},
                  "currency": {}
                }
              },
              "referenceDate": {},
              "lastChangeDateTime": {},
              "lastCommittedTransaction": {},
              "creditLimitIncluded": {}
            }
          }
        },
        "cardId": {},
        "cardIdVNo": {},
        "accountNumber": {},
        "expiry": {},
        "name": {},
        "product": {},
        "status": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getSandboxCardAccount",
    "method": "GET",
    "path": "/v1/sandbox/card-accounts/{mockCardAccountId}",
    "routerPath": "/v1/sandbox/card-accounts/:mockCardAccountId",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "mockCardAccountId",
        "key": "mockCardAccountId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "updateSandboxCardAccountBalances",
    "method": "PUT",
    "path": "/v1/sandbox/card-accounts/{mockCardAccountId}/balances",
    "routerPath": "/v1/sandbox/card-accounts/:mockCardAccountId/balances",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "balances"
    ],
    "bodyMemberTree": {
      "members": {
        "balances": {
          "items": {
            "members": {
              "balanceType": {},
              "balanceAmount": {
                "members": {
                  "amount": {},
                  "currency": {}
                }
              },
              "referenceDate": {},
              "lastChangeDateTime": {},
              "lastCommittedTransaction": {},
              "creditLimitIncluded": {}
            }
          }
        }
      }
    },
    "pathParams": [
      {
        "name": "mockCardAccountId",
        "key": "mockCardAccountId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listSandboxCardAccountTransactions",
    "method": "GET",
    "path": "/v1/sandbox/card-accounts/{mockCardAccountId}/transactions",
    "routerPath": "/v1/sandbox/card-accounts/:mockCardAccountId/transactions",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "mockCardAccountId",
        "key": "mockCardAccountId"
      }
    ],
    "queryParams": [
      "bookingStatus",
      "fromDate",
      "toDate",
      "offset",
      "limit"
    ],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createSandboxCardAccountTransactions",
    "method": "POST",
    "path": "/v1/sandbox/card-accounts/{mockCardAccountId}/transactions",
    "routerPath": "/v1/sandbox/card-accounts/:mockCardAccountId/transactions",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "pathParams": [
      {
        "name": "mockCardAccountId",
        "key": "mockCardAccountId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "listSandboxCustomers",
    "method": "GET",
    "path": "/v1/sandbox/customers",
    "routerPath": "/v1/sandbox/customers",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [
      "withAccounts",
      "withAgreements"
    ],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "createSandboxCustomer",
    "method": "POST",
    "path": "/v1/sandbox/customers",
    "routerPath": "/v1/sandbox/customers",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "customerNumber",
      "name",
      "type"
    ],
    "bodyMemberTree": {
      "members": {
        "customerNumber": {},
        "name": {},
        "type": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID",
        "Location"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "getSandboxCustomer",
    "method": "GET",
    "path": "/v1/sandbox/customers/{customerId}",
    "routerPath": "/v1/sandbox/customers/:customerId",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "customerId",
        "key": "customerId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "deleteSandboxCustomer",
    "method": "DELETE",
    "path": "/v1/sandbox/customers/{customerId}",
    "routerPath": "/v1/sandbox/customers/:customerId",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 204,
    "successStatuses": [
      204
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [
      {
        "name": "customerId",
        "key": "customerId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "204": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "fillSandbox",
    "method": "POST",
    "path": "/v1/sandbox/fill",
    "routerPath": "/v1/sandbox/fill",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 201,
    "successStatuses": [
      201
    ],
    "hasBody": true,
    "bodyRequired": false,
    "bodyMembers": [
      "accountIds",
      "months",
      "transactionsPerMonth",
      "seed"
    ],
    "bodyMemberTree": {
      "members": {
        "accountIds": {},
        "months": {},
        "transactionsPerMonth": {},
        "seed": {}
      }
    },
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "201": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "initializeSandbox",
    "method": "POST",
    "path": "/v1/sandbox/initialize",
    "routerPath": "/v1/sandbox/initialize",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": false,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "changeSandboxPaymentStatus",
    "method": "PUT",
    "path": "/v1/sandbox/payments/{paymentId}/status",
    "routerPath": "/v1/sandbox/payments/:paymentId/status",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": true,
    "bodyRequired": true,
    "bodyMembers": [
      "transactionStatus"
    ],
    "bodyMemberTree": {
      "members": {
        "transactionStatus": {}
      }
    },
    "pathParams": [
      {
        "name": "paymentId",
        "key": "paymentId"
      }
    ],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "400": [
        "X-Request-ID"
      ],
      "401": [
        "X-Request-ID"
      ],
      "403": [
        "X-Request-ID"
      ],
      "404": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "406": [
        "X-Request-ID"
      ],
      "409": [
        "X-Request-ID"
      ],
      "413": [
        "X-Request-ID"
      ],
      "415": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  },
  {
    "operationId": "explainSandboxSignature",
    "method": "POST",
    "path": "/v1/sandbox/signature-explain",
    "routerPath": "/v1/sandbox/signature-explain",
    "role": "ANY",
    "sandboxOnly": true,
    "sca": false,
    "deprecated": false,
    "signedHeaders": [
      "date",
      "digest",
      "x-request-id",
      "psu-id",
      "psu-corporate-id",
      "tpp-redirect-uri"
    ],
    "successStatus": 200,
    "successStatuses": [
      200
    ],
    "hasBody": true,
    "bodyRequired": false,
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "Accept",
      "Accept-Charset",
      "Accept-Encoding",
      "Accept-Language",
      "Host",
      "Date",
      "X-Request-ID",
      "Digest",
      "TPP-Signature-Certificate",
      "Signature"
    ],
    "requiredHeaderParams": [
      "Date"
    ],
    "requiredResponseHeaders": {
      "200": [
        "X-Request-ID"
      ],
      "405": [
        "X-Request-ID",
        "Allow"
      ],
      "413": [
        "X-Request-ID"
      ],
      "500": [
        "X-Request-ID"
      ],
      "503": [
        "X-Request-ID"
      ]
    }
  }
] as const satisfies readonly OperationDescriptor[];

export type OperationId = (typeof OPERATIONS)[number]['operationId'];
