// Generated from spec/openapi.yaml by tools/codegen. Do not edit: run `pnpm run codegen`.

/** info.version of spec/openapi.yaml: the interface version of this release. */
export const SPEC_VERSION = "2.16.0";

/** Allowed values of the ISOCurrencyCode schema. */
export const CURRENCY_CODES = ["AED","AFN","ALL","AMD","ANG","AOA","ARS","AUD","AWG","AZN","BAM","BBD","BDT","BGN","BHD","BIF","BMD","BND","BOB","BRL","BSD","BTN","BWP","BYR","BZD","CAD","CDF","CHF","CLP","CNY","COP","CRC","CUC","CUP","CVE","CZK","DJF","DKK","DOP","DZD","EGP","ERN","ETB","EUR","FJD","FKP","GBP","GEL","GGP","GHS","GIP","GMD","GNF","GTQ","GYD","HKD","HNL","HRK","HTG","HUF","IDR","ILS","IMP","INR","IQD","IRR","ISK","JEP","JMD","JOD","JPY","KES","KGS","KHR","KMF","KPW","KRW","KWD","KYD","KZT","LAK","LBP","LKR","LRD","LSL","LYD","MAD","MDL","MGA","MKD","MMK","MNT","MOP","MRO","MUR","MVR","MWK","MXN","MYR","MZN","NAD","NGN","NIO","NOK","NPR","NZD","OMR","PAB","PEN","PGK","PHP","PKR","PLN","PYG","QAR","RON","RSD","RUB","RWF","SAR","SBD","SCR","SDG","SEK","SGD","SHP","SLL","SOS","SPL","SRD","STD","SVC","SYP","SZL","THB","TJS","TMT","TND","TOP","TRY","TTD","TVD","TWD","TZS","UAH","UGX","USD","UYU","UZS","VEF","VND","VUV","WST","XAF","XCD","XDR","XOF","XPF","YER","ZAR","ZMW","ZWD"] as const;
export type IsoCurrencyCode = (typeof CURRENCY_CODES)[number];

/** Allowed values of the ISOCountryCode schema. */
export const COUNTRY_CODES = ["AF","AX","AL","DZ","AS","AD","AO","AI","AQ","AG","AR","AM","AW","AU","AT","AZ","BH","BS","BD","BB","BY","BE","BZ","BJ","BM","BT","BO","BQ","BA","BW","BV","BR","IO","BN","BG","BF","BI","KH","CM","CA","CV","KY","CF","TD","CL","CN","CX","CC","CO","KM","CG","CD","CK","CR","CI","HR","CU","CW","CY","CZ","DK","DJ","DM","DO","EC","EG","SV","GQ","ER","EE","ET","FK","FO","FJ","FI","FR","GF","PF","TF","GA","GM","GE","DE","GH","GI","GR","GL","GD","GP","GU","GT","GG","GN","GW","GY","HT","HM","VA","HN","HK","HU","IS","IN","ID","IR","IQ","IE","IM","IL","IT","JM","JP","JE","JO","KZ","KE","KI","KP","KR","KW","KG","LA","LV","LB","LS","LR","LY","LI","LT","LU","MO","MK","MG","MW","MY","MV","ML","MT","MH","MQ","MR","MU","YT","MX","FM","MD","MC","MN","ME","MS","MA","MZ","MM","NA","NR","NP","NL","NC","NZ","NI","NE","NG","NU","NF","MP","NO","OM","PK","PW","PS","PA","PG","PY","PE","PH","PN","PL","PT","PR","QA","RE","RO","RU","RW","BL","SH","KN","LC","MF","PM","VC","WS","SM","ST","SA","SN","RS","SC","SL","SG","SX","SK","SI","SB","SO","ZA","GS","SS","ES","LK","SD","SR","SJ","SZ","SE","CH","SY","TW","TJ","TZ","TH","TL","TG","TK","TO","TT","TN","TR","TM","TC","TV","UG","UA","AE","GB","US","UM","UY","UZ","VU","VE","VN","VG","VI","WF","EH","YE","ZM","ZW"] as const;
export type IsoCountryCode = (typeof COUNTRY_CODES)[number];

/** Allowed values of the SpecificationMessageCode schema. */
export const SPECIFICATION_MESSAGE_CODE_VALUES = ["SYSTEM_ERROR","BAD_REQUEST","FORBIDDEN","NOT_FOUND","CONFLICT","HTTP_HEADER_REQUIRED","QUERY_PARAMETER_REQUIRED","SCA_NOT_FOUND","SCA_EXPIRED","SCA_INVALID","FORMAT_ERROR","RESOURCE_UNKNOWN","PSU_CREDENTIALS_INVALID","CONSENT_UNKNOWN","CONSENT_INVALID","CONSENT_EXPIRED","ACCESS_EXCEEDED","PRODUCT_UNKNOWN","PRODUCT_INVALID","KID_MISSING","KID_INVALID","PAYMENT_FAILED","EXECUTION_DATE_INVALID","REFERENCE_MIX_INVALID"] as const;
export type SpecificationMessageCodeValue = (typeof SPECIFICATION_MESSAGE_CODE_VALUES)[number];

/** Allowed values of the MessageCode schema. */
export const MESSAGE_CODE_VALUES = ["SYSTEM_ERROR","BAD_REQUEST","FORBIDDEN","NOT_FOUND","CONFLICT","HTTP_HEADER_REQUIRED","QUERY_PARAMETER_REQUIRED","SCA_NOT_FOUND","SCA_EXPIRED","SCA_INVALID","FORMAT_ERROR","RESOURCE_UNKNOWN","PSU_CREDENTIALS_INVALID","CONSENT_UNKNOWN","CONSENT_INVALID","CONSENT_EXPIRED","ACCESS_EXCEEDED","PRODUCT_UNKNOWN","PRODUCT_INVALID","KID_MISSING","KID_INVALID","PAYMENT_FAILED","EXECUTION_DATE_INVALID","REFERENCE_MIX_INVALID","REFERENCE_STATUS_INVALID","SIGNATURE_INVALID","SIGNATURE_MISSING","CERTIFICATE_INVALID","CERTIFICATE_EXPIRED","CERTIFICATE_MISSING","CERTIFICATE_BLOCKED","ROLE_INVALID","STATUS_INVALID","SERVICE_INVALID","SERVICE_BLOCKED","PARAMETER_NOT_SUPPORTED","TIMESTAMP_INVALID","PERIOD_INVALID","RESOURCE_EXPIRED","CORPORATE_ID_INVALID","CANCELLATION_INVALID","FUNDS_NOT_AVAILABLE","REQUESTED_FORMATS_INVALID","PAYLOAD_TOO_LARGE","WARNING"] as const;
export type MessageCodeValue = (typeof MESSAGE_CODE_VALUES)[number];

/** Allowed values of the TppMessageCategory schema. */
export const TPP_MESSAGE_CATEGORY_VALUES = ["ERROR","WARNING"] as const;
export type TppMessageCategoryValue = (typeof TPP_MESSAGE_CATEGORY_VALUES)[number];

/** Allowed values of the PaymentProduct schema. */
export const PAYMENT_PRODUCT_VALUES = ["norwegian-domestic-credit-transfers","instant-norwegian-domestic-credit-transfers-straks","sepa-credit-transfers","cross-border-credit-transfers"] as const;
export type PaymentProductValue = (typeof PAYMENT_PRODUCT_VALUES)[number];

/** Allowed values of the PurposeCode schema. */
export const PURPOSE_CODE_VALUES = ["INVS","SALA","IDCP","CASH","CORT","INTC","PENS","SSBE","SUPP","TAXS","TREA","VATX","LOAN","OTHR"] as const;
export type PurposeCodeValue = (typeof PURPOSE_CODE_VALUES)[number];

/** Allowed values of the ExternalPurposeCode schema. */
export const EXTERNAL_PURPOSE_CODE_VALUES = ["BKDF","BKFE","BKFM","BKIP","BKPP","CBLK","CDCB","CDCD","CDCS","CDDP","CDOC","CDQC","ETUP","FCOL","MTUP","ACCT","CASH","COLL","CSDB","DEPT","INTC","LIMA","NETT","BFWD","CCIR","CCPC","CCPM","CCSM","CRDS","CRPR","CRSP","CRTL","EQPT","EQUS","EXPT","EXTD","FIXI","FWBC","FWCC","FWSB","FWSC","MARG","MBSB","MBSC","MGCC","MGSC","OCCC","OPBC","OPCC","OPSB","OPSC","OPTN","OTCD","REPO","RPBC","RPCC","RPSB","RPSC","RVPO","SBSC","SCIE","SCIR","SCRP","SHBC","SHCC","SHSL","SLEB","SLOA","SWBC","SWCC","SWPT","SWSB","SWSC","TBAS","TBBC","TBCC","TRCP","AGRT","AREN","BEXP","BOCE","COMC","CPYR","GDDS","GDSV","GSCB","LICF","MP2B","POPE","ROYA","SCVE","SERV","SUBS","SUPP","TRAD","CHAR","COMT","MP2P","ECPG","ECPR","ECPU","EPAY","CLPR","COMP","DBTC","GOVI","HLRP","HLST","INPC","INPR","INSC","INSU","INTE","LBRI","LIFI","LOAN","LOAR","PENO","PPTI","RELG","RINP","TRFD","FORW","FXNT","ADMG","ADVA","BCDM","BCFG","BLDM","BNET","CBFF","CBFR","CCRD","CDBL","CFEE","CGDD","CORT","COST","CPKC","DCRD","DSMT","DVPM","EDUC","FACT","FAND","FCPM","FEES","GOVT","ICCP","IDCP","IHRP","INSM","IVPT","MCDM","MCFG","MSVC","NOWS","OCDM","OCFG","OFEE","OTHR","PADD","PTSP","RCKE","RCPT","REBT","REFU","RENT","REOD","RIMB","RPNT","RRBN","RVPM","SLPI","SPLT","STDY","TBAN","TBIL","TCSC","TELI","TMPG","TPRI","TPRP","TRNC","TRVC","WEBI","ANNI","CAFI","CFDI","CMDT","DERI","DIVD","FREX","HEDG","INVS","PRME","SAVG","SECU","SEPI","TREA","UNIT","FNET","FUTR","ANTS","CVCF","DMEQ","DNTS","HLTC","HLTI","HSPC","ICRF","LTCF","MAFC","MARF","MDCS","VIEW","CDEP","SWFP","SWPP","SWRS","SWUF","ADCS","AEMP","ALLW","ALMY","BBSC","BECH","BENE","BONU","CCHD","COMM","CSLP","GFRP","GVEA","GVEB","GVEC","GVED","GWLT","HREC","PAYR","PEFC","PENS","PRCP","RHBS","SALA","SSBE","LBIN","LCOL","LFEE","LMEQ","LMFI","LMRK","LREB","LREV","LSFL","ESTX","FWLV","GSTX","HSTX","INTX","NITX","PTXP","RDTX","TAXS","VATX","WHLD","TAXR","B112","BR12","TLRF","TLRR","AIRB","BUSB","FERB","RLWY","TRPT","CBTV","ELEC","ENRG","GASB","NWCH","NWCM","OTLC","PHON","UBIL","WTER"] as const;
export type ExternalPurposeCodeValue = (typeof EXTERNAL_PURPOSE_CODE_VALUES)[number];

/** Allowed values of the ChargeBearer schema. */
export const CHARGE_BEARER_VALUES = ["DEBT","CRED","SHAR","SLEV"] as const;
export type ChargeBearerValue = (typeof CHARGE_BEARER_VALUES)[number];

/** Allowed values of the ServiceLevel schema. */
export const SERVICE_LEVEL_VALUES = ["NURG","URGP","SEPA"] as const;
export type ServiceLevelValue = (typeof SERVICE_LEVEL_VALUES)[number];

/** Allowed values of the TransactionStatus schema. */
export const TRANSACTION_STATUS_VALUES = ["ACCP","ACSC","ACSP","ACTC","ACWC","ACWP","RCVD","PDNG","RJCT","CANC","PART","HOLD"] as const;
export type TransactionStatusValue = (typeof TRANSACTION_STATUS_VALUES)[number];

/** Allowed values of the PaymentInitiationTransactionStatus schema. */
export const PAYMENT_INITIATION_TRANSACTION_STATUS_VALUES = ["ACCP","ACSC","ACSP","ACTC","ACWC","ACWP","RCVD","PDNG","RJCT","CANC","PART"] as const;
export type PaymentInitiationTransactionStatusValue = (typeof PAYMENT_INITIATION_TRANSACTION_STATUS_VALUES)[number];

/** Allowed values of the ScaStatus schema. */
export const SCA_STATUS_VALUES = ["received","psuIdentified","started","finalised","failed","exempted"] as const;
export type ScaStatusValue = (typeof SCA_STATUS_VALUES)[number];

/** Allowed values of the ExecutionRule schema. */
export const EXECUTION_RULE_VALUES = ["following","preceeding","preceding"] as const;
export type ExecutionRuleValue = (typeof EXECUTION_RULE_VALUES)[number];

/** Allowed values of the PeriodicPaymentFrequency schema. */
export const PERIODIC_PAYMENT_FREQUENCY_VALUES = ["Daily","Weekly","EveryTwoWeeks","Monthly","EveryTwoMonths","Quarterly","SemiAnnual","Annual","MonthlyVariable"] as const;
export type PeriodicPaymentFrequencyValue = (typeof PERIODIC_PAYMENT_FREQUENCY_VALUES)[number];

/** Allowed values of the SigningBasketTransactionStatus schema. */
export const SIGNING_BASKET_TRANSACTION_STATUS_VALUES = ["RCVD","ACTC","PATC","RJCT"] as const;
export type SigningBasketTransactionStatusValue = (typeof SIGNING_BASKET_TRANSACTION_STATUS_VALUES)[number];

/** Allowed values of the SandboxCustomerType schema. */
export const SANDBOX_CUSTOMER_TYPE_VALUES = ["PRIVATE","CORPORATE"] as const;
export type SandboxCustomerTypeValue = (typeof SANDBOX_CUSTOMER_TYPE_VALUES)[number];

/** Allowed values of the BalanceType schema. */
export const BALANCE_TYPE_VALUES = ["closingBooked","expected","openingBooked","interimAvailable","interimBooked","forwardAvailable","nonInvoiced"] as const;
export type BalanceTypeValue = (typeof BALANCE_TYPE_VALUES)[number];

/** Allowed values of the SandboxBalanceType schema. */
export const SANDBOX_BALANCE_TYPE_VALUES = ["closingBooked","expected","openingBooked","interimAvailable","interimBooked","forwardAvailable","nonInvoiced","authorised","CLOSINGBOOKED","EXPECTED","OPENINGBOOKED","INTERIMAVAILABLE","INTERIMBOOKED","FORWARDAVAILABLE","NONINVOICED","AUTHORISED"] as const;
export type SandboxBalanceTypeValue = (typeof SANDBOX_BALANCE_TYPE_VALUES)[number];

/** Allowed values of the EngagementRole schema. */
export const ENGAGEMENT_ROLE_VALUES = ["VIEW","REGISTER","APPROVE"] as const;
export type EngagementRoleValue = (typeof ENGAGEMENT_ROLE_VALUES)[number];

/** Allowed values of the AccountStatus schema. */
export const ACCOUNT_STATUS_VALUES = ["enabled","deleted","blocked"] as const;
export type AccountStatusValue = (typeof ACCOUNT_STATUS_VALUES)[number];

/** One published breaking change a TPP may opt into with x-accept-fix before it becomes default. */
export interface AcceptFixEntry {
  readonly value: string;
  readonly effect: string;
  /** First day the value is accepted (YYYY-MM-DD). */
  readonly introduced: string;
  /** First day the behaviour applies to every request (YYYY-MM-DD). */
  readonly madeDefault: string;
}

/** The x-accept-fix catalogue of the spec (root `x-accept-fix-catalogue`). */
export const ACCEPT_FIX_CATALOGUE = [
  {
    "value": "amount-as-string",
    "effect": "Amounts in responses are serialised as decimal strings with the currency's number of decimals instead of JSON numbers.",
    "introduced": "2019-11-01",
    "madeDefault": "2020-08-01"
  },
  {
    "value": "cardaccount-switch-originalamount-and-transactionamount",
    "effect": "Card transactions carry the corrected mapping: transactionAmount in the card account's currency, originalAmount in the currency of the purchase (before, the two were swapped).",
    "introduced": "2020-05-01",
    "madeDefault": "2024-11-13"
  },
  {
    "value": "longer-names",
    "effect": "Card account names are returned with up to 70 characters instead of being shortened.",
    "introduced": "2020-06-01",
    "madeDefault": "2024-10-01"
  },
  {
    "value": "cash-account-type-iso",
    "effect": "cashAccountType is given as an ISO 20022 external cash account type code (for example CACC) instead of the bank's own value (for example Current).",
    "introduced": "2023-06-01",
    "madeDefault": "2024-11-13"
  }
] as const satisfies readonly AcceptFixEntry[];
export type AcceptFixValue = (typeof ACCEPT_FIX_CATALOGUE)[number]['value'];
