// Generated from spec/openapi.yaml by tools/codegen. Do not edit: run `pnpm run codegen`.

export type paths = {
    "/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Lists the accounts the PSU has consented to in the current context (PRIVATE: the PSU's own enabled
         *     accounts; CORPORATE: accounts granted through the agreement in PSU-Corporate-ID). Without consent the
         *     answer is 401 with _links.scaRedirect.
         */
        get: operations["listAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{account-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an account
         * @description Returns one consented account.
         *         Without a valid consent for the account the answer is 401 with _links.scaRedirect. Without
         *         PSU-IP-Address (PSU not present) the limits of the Limits section apply (429 ACCESS_EXCEEDED).
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{account-id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the balances of an account
         * @description Returns the balances of a consented account. Without PSU-IP-Address at most 4 calls per 24 hours and
         *     only consented accounts.
         *
         *     Without a valid consent for the account the answer is 401 with _links.scaRedirect. Without
         *     PSU-IP-Address (PSU not present) the limits of the Limits section apply (429 ACCESS_EXCEEDED).
         */
        get: operations["getAccountBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{account-id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transactions of an account
         * @description Returns one page of transactions, grouped into booked (stable transactionId) and pending, with
         *     _links next and previous. A page holds 200 transactions unless limit says otherwise. For real accounts,
         *     bookingStatus both or pending returns every pending transaction; date and limit filters do not reduce
         *     them. Without PSU-IP-Address: at most 4 calls per 24 hours, transactions at most 90 days old, and only
         *     accounts the PSU reached online with SCA in the last 90 days.
         *
         *     Without a valid consent for the account the answer is 401 with _links.scaRedirect. Without
         *     PSU-IP-Address (PSU not present) the limits of the Limits section apply (429 ACCESS_EXCEEDED).
         */
        get: operations["listAccountTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{account-id}/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the details of a transaction
         * @description Returns the details of one booked transaction (interface 2.11.0), including information that the
         *     lighter transaction list leaves out.
         *
         *     Without a valid consent for the account the answer is 401 with _links.scaRedirect. Without
         *     PSU-IP-Address (PSU not present) the limits of the Limits section apply (429 ACCESS_EXCEEDED).
         */
        get: operations["getAccountTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the PSU's corporate agreements
         * @description Lists the corporate agreements the PSU (PSU-ID) may act under; one of their ids can be sent as
         *     PSU-Corporate-ID for corporate context.
         *     Without an identified PSU (no or unknown PSU-ID) the answer is 401 with _links.scaRedirect, as for
         *     account reads. Open to any TPP role, since PISP-only TPPs need corporate ids too.
         */
        get: operations["listAgreements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank-offered-consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for or update bank-offered consent
         * @description Successor of POST /v1/consents: answers with a new scaRedirect where the PSU adds or revokes consents.
         *     Not needed the first time a PSU arrives (an account read without consent gives the redirect). No body.
         */
        post: operations["createBankOfferedConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk-payments/cross-border-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a bulk payment: cross-border credit transfer
         * @description Creates a bulk payment of the product cross-border-credit-transfers (Berlin Group bulk-payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation. A logical duplicate of an earlier payment is rejected unless allowLogicalDuplicate=true. A bulk cannot be placed in a signing basket; its status may become PART when only some payments are accepted.
         */
        post: operations["initiateBulkCrossBorderCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk-payments/instant-norwegian-domestic-credit-transfers-straks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a bulk payment: instant Norwegian domestic credit transfer (Straks)
         * @description Creates a bulk payment of the product instant-norwegian-domestic-credit-transfers-straks (Berlin Group bulk-payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation. A logical duplicate of an earlier payment is rejected unless allowLogicalDuplicate=true. A bulk cannot be placed in a signing basket; its status may become PART when only some payments are accepted.
         */
        post: operations["initiateBulkInstantNorwegianDomesticCreditTransferStraks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk-payments/norwegian-domestic-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a bulk payment: Norwegian domestic credit transfer
         * @description Creates a bulk payment of the product norwegian-domestic-credit-transfers (Berlin Group bulk-payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation. A logical duplicate of an earlier payment is rejected unless allowLogicalDuplicate=true. A bulk cannot be placed in a signing basket; its status may become PART when only some payments are accepted.
         */
        post: operations["initiateBulkNorwegianDomesticCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk-payments/sepa-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a bulk payment: SEPA credit transfer
         * @description Creates a bulk payment of the product sepa-credit-transfers (Berlin Group bulk-payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation. A logical duplicate of an earlier payment is rejected unless allowLogicalDuplicate=true. A bulk cannot be placed in a signing basket; its status may become PART when only some payments are accepted.
         */
        post: operations["initiateBulkSepaCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk-payments/{payment-product}/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a bulk payment
         * @description Returns the bulk payment as it was created, with paymentId, transactionStatus and _links. Readable from
         *     creation on (the real service's known issue, domestic transfers unreadable before approval, is not
         *     reproduced).
         */
        get: operations["getBulkPayment"];
        put?: never;
        post?: never;
        /**
         * Cancel a bulk payment
         * @description Cancels the bulk payment. A payment not yet authorised is cancelled at once (204). An authorised one needs
         *     the PSU's SCA for the cancellation (202 with scaRedirect); its status becomes CANC once the PSU
         *     approves. A payment in PDNG (or otherwise past the point of cancellation) is answered 405
         *     CANCELLATION_INVALID with a text explaining why; a status that forbids the request gives 409.
         */
        delete: operations["cancelBulkPayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk-payments/{payment-product}/{paymentId}/authorisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the authorisations of a bulk payment
         * @description Returns the ids of the bulk payment's authorisations.
         */
        get: operations["listBulkPaymentAuthorisations"];
        put?: never;
        /**
         * Start the authorisation of a bulk payment
         * @description Creates an authorisation (SCA) resource for the bulk payment and answers with scaRedirect, the bank's SCA
         *     site. No body. Payments always need their own SCA (dynamic linking), even within a TPP session.
         */
        post: operations["startBulkPaymentAuthorisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk-payments/{payment-product}/{paymentId}/authorisations/{authorisationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the SCA status of an authorisation of a bulk payment
         * @description Returns the scaStatus of one authorisation.
         */
        get: operations["getBulkPaymentAuthorisationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk-payments/{payment-product}/{paymentId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the status of a bulk payment
         * @description Returns the transactionStatus of the bulk payment; fundsAvailable tells whether lacking funds caused ACCP
         *     or RJCT (with a FUNDS_NOT_AVAILABLE warning). A payment id stays valid after changes in other channels,
         *     cancellation included.
         */
        get: operations["getBulkPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/card-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List card accounts
         * @description Lists the card accounts the PSU has consented to (an empty list when there are none). Without consent
         *     the answer is 401 with _links.scaRedirect.
         */
        get: operations["listCardAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/card-accounts/{account-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a card account
         * @description Returns one consented card account.
         *         Without a valid consent for the account the answer is 401 with _links.scaRedirect. Without
         *         PSU-IP-Address (PSU not present) the limits of the Limits section apply (429 ACCESS_EXCEEDED).
         */
        get: operations["getCardAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/card-accounts/{account-id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the balances of a card account
         * @description Returns the balances of a consented card account, interimBooked among them (interface 2.16.0).
         *         Without a valid consent for the account the answer is 401 with _links.scaRedirect. Without
         *         PSU-IP-Address (PSU not present) the limits of the Limits section apply (429 ACCESS_EXCEEDED).
         */
        get: operations["getCardAccountBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/card-accounts/{account-id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transactions of a card account
         * @description Returns one page of card transactions grouped into booked and pending (amounts as Amount strings),
         *     with paging links. A page holds 200 transactions unless limit says otherwise.
         *
         *     Without a valid consent for the account the answer is 401 with _links.scaRedirect. Without
         *     PSU-IP-Address (PSU not present) the limits of the Limits section apply (429 ACCESS_EXCEEDED).
         */
        get: operations["listCardAccountTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/authorisations/{authorisationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the SCA status of a consent or identification authorisation
         * @description Returns the scaStatus of an authorisation whose object the TPP cannot name: a bank-offered consent
         *     (hidden from the TPP, so it has no consent id) or a PSU identification (GET /v1/user). This is the
         *     scaStatus link such authorisations carry. Payment and basket authorisations are read under their
         *     payment or basket. A TPP reads only its own authorisations; another TPP's is SCA_NOT_FOUND.
         */
        get: operations["getAuthorisationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for consent (deprecated)
         * @deprecated
         * @description Deprecated in favour of POST /v1/bank-offered-consents. Consent is bank-offered: the body is ignored
         *     (any JSON, or none), and the answer is only an SCA redirect during which the PSU chooses the accounts.
         *     The consent itself stays hidden from the TPP.
         */
        post: operations["createConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/cross-border-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment: cross-border credit transfer
         * @description Creates a payment of the product cross-border-credit-transfers (Berlin Group payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation.
         */
        post: operations["initiateCrossBorderCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/instant-norwegian-credit-transfers-straks/fee-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fee of an instant (Straks) payment
         * @description Tells what an instant Norwegian domestic credit transfer (Straks) with these data would cost. Method and
         *     path exactly as the specification writes them (note: instant-norwegian-credit-transfers-straks, without
         *     "domestic"); the inputs are query parameters (decision). The real service's form,
         *     POST /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information with a JSON body, is
         *     accepted too (requestStraksFeeInformation).
         */
        get: operations["getStraksFeeInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/instant-norwegian-domestic-credit-transfers-straks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment: instant Norwegian domestic credit transfer (Straks)
         * @description Creates a payment of the product instant-norwegian-domestic-credit-transfers-straks (Berlin Group payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation. A logical duplicate of an earlier payment is rejected unless allowLogicalDuplicate=true.
         */
        post: operations["initiateInstantNorwegianDomesticCreditTransferStraks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fee of an instant (Straks) payment (the real service's form)
         * @description The real service's form of the fee information, accepted besides the specification's GET for
         *     compatibility with existing TPP tooling: the same question with a JSON body. Answers like
         *     getStraksFeeInformation.
         */
        post: operations["requestStraksFeeInformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/norwegian-domestic-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment: Norwegian domestic credit transfer
         * @description Creates a payment of the product norwegian-domestic-credit-transfers (Berlin Group payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation.
         */
        post: operations["initiateNorwegianDomesticCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/sepa-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment: SEPA credit transfer
         * @description Creates a payment of the product sepa-credit-transfers (Berlin Group payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation.
         */
        post: operations["initiateSepaCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{payment-product}/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment
         * @description Returns the payment as it was created, with paymentId, transactionStatus and _links. Readable from
         *     creation on (the real service's known issue, domestic transfers unreadable before approval, is not
         *     reproduced).
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        /**
         * Cancel a payment
         * @description Cancels the payment. A payment not yet authorised is cancelled at once (204). An authorised one needs
         *     the PSU's SCA for the cancellation (202 with scaRedirect); its status becomes CANC once the PSU
         *     approves. A payment in PDNG (or otherwise past the point of cancellation) is answered 405
         *     CANCELLATION_INVALID with a text explaining why; a status that forbids the request gives 409.
         */
        delete: operations["cancelPayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{payment-product}/{paymentId}/authorisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the authorisations of a payment
         * @description Returns the ids of the payment's authorisations.
         */
        get: operations["listPaymentAuthorisations"];
        put?: never;
        /**
         * Start the authorisation of a payment
         * @description Creates an authorisation (SCA) resource for the payment and answers with scaRedirect, the bank's SCA
         *     site. No body. Payments always need their own SCA (dynamic linking), even within a TPP session.
         */
        post: operations["startPaymentAuthorisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{payment-product}/{paymentId}/authorisations/{authorisationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the SCA status of an authorisation of a payment
         * @description Returns the scaStatus of one authorisation.
         */
        get: operations["getPaymentAuthorisationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{payment-product}/{paymentId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the status of a payment
         * @description Returns the transactionStatus of the payment; fundsAvailable tells whether lacking funds caused ACCP
         *     or RJCT (with a FUNDS_NOT_AVAILABLE warning). A payment id stays valid after changes in other channels,
         *     cancellation included.
         */
        get: operations["getPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periodic-payments/cross-border-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a periodic payment: cross-border credit transfer
         * @description Creates a periodic payment of the product cross-border-credit-transfers (Berlin Group periodic-payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation. Periodic payments are not processed by the sandbox's simulated batch runs and cannot be placed in a signing basket.
         */
        post: operations["initiatePeriodicCrossBorderCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periodic-payments/instant-norwegian-domestic-credit-transfers-straks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a periodic payment: instant Norwegian domestic credit transfer (Straks)
         * @description Creates a periodic payment of the product instant-norwegian-domestic-credit-transfers-straks (Berlin Group periodic-payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation. A logical duplicate of an earlier payment is rejected unless allowLogicalDuplicate=true. Periodic payments are not processed by the sandbox's simulated batch runs and cannot be placed in a signing basket.
         */
        post: operations["initiatePeriodicInstantNorwegianDomesticCreditTransferStraks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periodic-payments/norwegian-domestic-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a periodic Norwegian domestic credit transfer
         * @description Creates a standing order between Norwegian accounts. The payment starts in RCVD; the PSU authorises it
         *     through the SCA redirect (scaRedirect in _links when SCA is required, otherwise via startAuthorisation).
         *     Periodic payments are not processed by the sandbox's simulated batch runs and cannot be placed in a
         *     signing basket. Body and headers exactly as the specification's tables (header column P).
         */
        post: operations["initiatePeriodicNorwegianDomesticCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periodic-payments/sepa-credit-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a periodic payment: SEPA credit transfer
         * @description Creates a periodic payment of the product sepa-credit-transfers (Berlin Group periodic-payments service). The payment starts in RCVD;
         *     the answer carries scaRedirect when SCA is required, otherwise the TPP starts the authorisation
         *     with startAuthorisation. Periodic payments are not processed by the sandbox's simulated batch runs and cannot be placed in a signing basket.
         */
        post: operations["initiatePeriodicSepaCreditTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periodic-payments/{payment-product}/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a periodic payment
         * @description Returns the periodic payment as it was created, with paymentId, transactionStatus and _links. Readable from
         *     creation on (the real service's known issue, domestic transfers unreadable before approval, is not
         *     reproduced).
         */
        get: operations["getPeriodicPayment"];
        put?: never;
        post?: never;
        /**
         * Cancel a periodic payment
         * @description Cancels the periodic payment. A payment not yet authorised is cancelled at once (204). An authorised one needs
         *     the PSU's SCA for the cancellation (202 with scaRedirect); its status becomes CANC once the PSU
         *     approves. A payment in PDNG (or otherwise past the point of cancellation) is answered 405
         *     CANCELLATION_INVALID with a text explaining why; a status that forbids the request gives 409.
         */
        delete: operations["cancelPeriodicPayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periodic-payments/{payment-product}/{paymentId}/authorisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the authorisations of a periodic payment
         * @description Returns the ids of the periodic payment's authorisations.
         */
        get: operations["listPeriodicPaymentAuthorisations"];
        put?: never;
        /**
         * Start the authorisation of a periodic payment
         * @description Creates an authorisation (SCA) resource for the periodic payment and answers with scaRedirect, the bank's SCA
         *     site. No body. Payments always need their own SCA (dynamic linking), even within a TPP session.
         */
        post: operations["startPeriodicPaymentAuthorisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periodic-payments/{payment-product}/{paymentId}/authorisations/{authorisationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the SCA status of an authorisation of a periodic payment
         * @description Returns the scaStatus of one authorisation.
         */
        get: operations["getPeriodicPaymentAuthorisationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/periodic-payments/{payment-product}/{paymentId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the status of a periodic payment
         * @description Returns the transactionStatus of the periodic payment; fundsAvailable tells whether lacking funds caused ACCP
         *     or RJCT (with a FUNDS_NOT_AVAILABLE warning). A payment id stays valid after changes in other channels,
         *     cancellation included.
         */
        get: operations["getPeriodicPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signing-baskets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a signing basket
         * @description Groups payments created earlier (POST /v1/payments/{payment-product}) so that the PSU authorises them
         *     with one SCA. The TPP keeps the payment ids until the basket exists. 1 to 10 single payments of the
         *     calling TPP; bulk and periodic payments give 400 REFERENCE_MIX_INVALID. The basket is not atomic: its
         *     status is the worst case over its payments, and each payment keeps its own status. The basket's SCA
         *     acts on each payment still waiting for SCA: approved, each becomes ACTC (or RJCT when the PSU may not
         *     use its debtor account); rejected by the PSU, each becomes RJCT, as a single payment does (decision).
         *     Headers exactly as the specification's header table (column B); the method and path, not shown there,
         *     follow Berlin Group.
         */
        post: operations["createSigningBasket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signing-baskets/{basketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a signing basket
         * @description Returns the basket's payment ids and its status (the worst case over its payments).
         */
        get: operations["getSigningBasket"];
        put?: never;
        post?: never;
        /**
         * Delete a signing basket
         * @description Deletes a basket none of whose payments is authorised or rejected yet (basket status RCVD, also
         *     while its SCA is under way or after it was aborted); its payments stay as they are. Any other basket is
         *     answered 409 STATUS_INVALID.
         */
        delete: operations["deleteSigningBasket"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signing-baskets/{basketId}/authorisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the authorisations of a signing basket
         * @description Returns the ids of the basket's authorisations.
         */
        get: operations["listSigningBasketAuthorisations"];
        put?: never;
        /**
         * Start the authorisation of a signing basket
         * @description Creates the authorisation (SCA) of the basket and answers with scaRedirect. Approving it authorises each
         *     payment of the basket (RCVD to ACTC). No body. Headers as for basket creation (x-accept-fix required, as
         *     the real service shows it).
         */
        post: operations["startSigningBasketAuthorisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signing-baskets/{basketId}/authorisations/{authorisationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the SCA status of a signing basket authorisation
         * @description Returns the scaStatus of one authorisation.
         */
        get: operations["getSigningBasketAuthorisationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/signing-baskets/{basketId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the status of a signing basket
         * @description Returns the basket's status, the worst case over its payments. The basket is not atomic: read each
         *     payment's own status with GET /v1/payments/{payment-product}/{paymentId}/status.
         */
        get: operations["getSigningBasketStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tpps/{tppId}/contact-information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the TPP's contact e-mail
         * @description Returns the TPP's registered contact address; a TPP can read only its own. 404 when none is registered.
         */
        get: operations["getTppContactInformation"];
        /**
         * Register the TPP's contact e-mail
         * @description Registers (or replaces) the TPP's single contact address for technical and operational notices such as
         *     downtime. It should be an official, non-personal address (GDPR, continuity when staff change). No PSU
         *     context.
         */
        put: operations["putTppContactInformation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Establish the PSU-ID
         * @description Establishes a PSU-ID for a PISP-only journey (not part of Berlin Group): the answer is an SCA redirect
         *     that identifies the PSU outside any consent flow; the psu-id comes back as a query parameter on
         *     TPP-Redirect-URI.
         *      The path is the specification's; the real service's plural /v1/users is accepted as an alias (getUsersAlias).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Establish the PSU-ID (the real service's path)
         * @description Establishes a PSU-ID for a PISP-only journey (not part of Berlin Group): the answer is an SCA redirect
         *     that identifies the PSU outside any consent flow; the psu-id comes back as a query parameter on
         *     TPP-Redirect-URI.
         *      Alias of GET /v1/user under the real service's plural path, accepted for compatibility; behaves the same.
         */
        get: operations["getUsersAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sandbox account
         * @description Creates a mock account owned by customerNumber. A private owner gets it on its agreement automatically;
         *     a corporate owner needs an agreement with engagements. Amounts may be JSON numbers.
         *
         *     Decision on account numbers: the bban is any 11 digits; the Norwegian MOD11 check digit is not asked,
         *     since these are the bank's own test accounts and the first-party seed scripts create numbers that fail
         *     it (09232911044 with iban NO7809232911044, the example below; 70323119469 from its bban alone). An iban,
         *     when sent, must pass the ISO 7064 mod 97 check and carry that bban; when absent it is derived. A
         *     payment from such an account is accepted, because a debtor account the bank holds is looked up rather
         *     than checked; a creditor account the bank does not hold keeps the full check (400 FORMAT_ERROR).
         */
        post: operations["createSandboxAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/accounts/{mockAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sandbox account
         * @description Returns one mock account.
         */
        get: operations["getSandboxAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/accounts/{mockAccountId}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the balances of a sandbox account
         * @description Replaces the balances of the given types.
         */
        put: operations["updateSandboxAccountBalances"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/accounts/{mockAccountId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transactions of a sandbox account
         * @description Lists the account's transactions: those added with POST and those produced by payments in the sandbox
         *     (batch runs), in a stable order.
         */
        get: operations["listSandboxAccountTransactions"];
        put?: never;
        /**
         * Add transactions to a sandbox account
         * @description Adds mock transactions (an array). Booking and value dates must be before now, and bookingDate must
         *     not be later than valueDate.
         */
        post: operations["createSandboxAccountTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/accounts/{mockAccountId}/transactions/{mockTransactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sandbox account transaction
         * @description Returns one transaction of the account.
         */
        get: operations["getSandboxAccountTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sandbox agreements
         * @description Lists private and corporate mock agreements.
         */
        get: operations["listSandboxAgreements"];
        put?: never;
        /**
         * Create a corporate sandbox agreement
         * @description Creates an agreement owned by a corporate customer, granting private persons (engagements) access to
         *     its accounts. An engagement needs both VIEW and REGISTER before consent can be given for the account.
         */
        post: operations["createSandboxAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/agreements/{mockAgreementId}/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an engagement to a sandbox agreement
         * @description Grants one more person access to a corporate account under the agreement.
         */
        post: operations["addSandboxAgreementEngagement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/authorisations/{authorisationId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an SCA without a browser
         * @description For automated tests: completes an authorisation as the given sandbox customer, following exactly the
         *     path of the SCA pages (approve, reject or abort), and returns the URL on TPP-Redirect-URI that the PSU's
         *     browser would land on.
         */
        post: operations["decideSandboxAuthorisation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/batch-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the simulated payment batch now
         * @description Runs the sandbox's simulated batch at once, besides its five scheduled runs a day: every authorised
         *     (ACTC) payment except periodic ones settles when funds suffice (ACSP/ACSC, balances and transactions
         *     booked) and becomes ACCP or RJCT when they do not. Each payment is processed exactly once. No body.
         */
        post: operations["runSandboxBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/card-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sandbox card account
         * @description Creates a mock card account owned by customerNumber, with the same agreement rules as accounts.
         */
        post: operations["createSandboxCardAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/card-accounts/{mockCardAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sandbox card account
         * @description Returns one mock card account.
         */
        get: operations["getSandboxCardAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/card-accounts/{mockCardAccountId}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the balances of a sandbox card account
         * @description Replaces the balances of the given types.
         */
        put: operations["updateSandboxCardAccountBalances"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/card-accounts/{mockCardAccountId}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sandbox card account transactions
         * @description Lists the transactions created with POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions
         *     on a card account created with POST /v1/sandbox/card-accounts (others are not returned), in a stable
         *     order. bookingStatus decides which of booked and pending is filled. Amounts are whole-unit integers
         *     here (see SandboxCardAmount). Headers exactly as the specification's header table (column S).
         */
        get: operations["listSandboxCardAccountTransactions"];
        put?: never;
        /**
         * Add transactions to a sandbox card account
         * @description Adds mock card transactions (an array; amounts in whole currency units, see SandboxCardAmountInput).
         *     Dates must be before now. The answer lists them as the listing shows booked transactions.
         */
        post: operations["createSandboxCardAccountTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sandbox customers
         * @description Lists the sandbox customers: those of the starting state (POST /v1/sandbox/initialize) and those
         *     created with POST /v1/sandbox/customers. accounts, cardAccounts and agreements are always present;
         *     they are empty arrays unless asked for with withAccounts or withAgreements, which keeps the answer
         *     fast. Headers exactly as the specification's header table (column S); no x-accept-fix and no PSU
         *     headers.
         */
        get: operations["listSandboxCustomers"];
        put?: never;
        /**
         * Create a sandbox customer
         * @description Creates a mock customer. A private customer gets an agreement automatically; a corporate one needs
         *     POST /v1/sandbox/agreements.
         */
        post: operations["createSandboxCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a sandbox customer
         * @description Returns one mock customer with its accounts, card accounts and agreements.
         */
        get: operations["getSandboxCustomer"];
        put?: never;
        post?: never;
        /**
         * Delete a sandbox customer
         * @description Deletes a mock customer with its accounts, card accounts and agreements.
         */
        delete: operations["deleteSandboxCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/fill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate sandbox transactions
         * @description Generates plausible booked transactions (salary, groceries, bills) for existing sandbox accounts, so
         *     that account-information clients have data to page through. Body optional; every field has a default.
         */
        post: operations["fillSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the sandbox
         * @description Removes all sandbox data, including customers and accounts created by hand, and loads the starting
         *     state: two private customers (13039319955, 12085592767), each with two accounts and a card account, and
         *     two corporate customers (18129215603, 20079518612), each with two accounts, with balances and a few
         *     months of transactions. No body.
         */
        post: operations["initializeSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/signature-explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Explain the signature of this request
         * @description Runs the signature verifier on this very request (any method-relevant headers and any body) and reports
         *     every detail: each step, the parsed keyId, the certificate's serial in hexadecimal and decimal and its
         *     issuer, the rebuilt signing string, the digests and the clock skew. Always 200 with the report, also
         *     when the signature is missing or invalid (then valid is false and code names the error a real
         *     operation would give), so the headers here are all optional.
         */
        post: operations["explainSandboxSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description ISO 4217 alphabetic currency code, restricted to the codes this service accepts (the list of the specification, Common types).
         * @enum {string}
         */
        ISOCurrencyCode: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYR" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GGP" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HRK" | "HTG" | "HUF" | "IDR" | "ILS" | "IMP" | "INR" | "IQD" | "IRR" | "ISK" | "JEP" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRO" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLL" | "SOS" | "SPL" | "SRD" | "STD" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TVD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VEF" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XDR" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWD";
        /**
         * @description ISO 3166-1 alpha-2 country code, restricted to the codes this service accepts (the list of the specification, Common types).
         * @enum {string}
         */
        ISOCountryCode: "AF" | "AX" | "AL" | "DZ" | "AS" | "AD" | "AO" | "AI" | "AQ" | "AG" | "AR" | "AM" | "AW" | "AU" | "AT" | "AZ" | "BH" | "BS" | "BD" | "BB" | "BY" | "BE" | "BZ" | "BJ" | "BM" | "BT" | "BO" | "BQ" | "BA" | "BW" | "BV" | "BR" | "IO" | "BN" | "BG" | "BF" | "BI" | "KH" | "CM" | "CA" | "CV" | "KY" | "CF" | "TD" | "CL" | "CN" | "CX" | "CC" | "CO" | "KM" | "CG" | "CD" | "CK" | "CR" | "CI" | "HR" | "CU" | "CW" | "CY" | "CZ" | "DK" | "DJ" | "DM" | "DO" | "EC" | "EG" | "SV" | "GQ" | "ER" | "EE" | "ET" | "FK" | "FO" | "FJ" | "FI" | "FR" | "GF" | "PF" | "TF" | "GA" | "GM" | "GE" | "DE" | "GH" | "GI" | "GR" | "GL" | "GD" | "GP" | "GU" | "GT" | "GG" | "GN" | "GW" | "GY" | "HT" | "HM" | "VA" | "HN" | "HK" | "HU" | "IS" | "IN" | "ID" | "IR" | "IQ" | "IE" | "IM" | "IL" | "IT" | "JM" | "JP" | "JE" | "JO" | "KZ" | "KE" | "KI" | "KP" | "KR" | "KW" | "KG" | "LA" | "LV" | "LB" | "LS" | "LR" | "LY" | "LI" | "LT" | "LU" | "MO" | "MK" | "MG" | "MW" | "MY" | "MV" | "ML" | "MT" | "MH" | "MQ" | "MR" | "MU" | "YT" | "MX" | "FM" | "MD" | "MC" | "MN" | "ME" | "MS" | "MA" | "MZ" | "MM" | "NA" | "NR" | "NP" | "NL" | "NC" | "NZ" | "NI" | "NE" | "NG" | "NU" | "NF" | "MP" | "NO" | "OM" | "PK" | "PW" | "PS" | "PA" | "PG" | "PY" | "PE" | "PH" | "PN" | "PL" | "PT" | "PR" | "QA" | "RE" | "RO" | "RU" | "RW" | "BL" | "SH" | "KN" | "LC" | "MF" | "PM" | "VC" | "WS" | "SM" | "ST" | "SA" | "SN" | "RS" | "SC" | "SL" | "SG" | "SX" | "SK" | "SI" | "SB" | "SO" | "ZA" | "GS" | "SS" | "ES" | "LK" | "SD" | "SR" | "SJ" | "SZ" | "SE" | "CH" | "SY" | "TW" | "TJ" | "TZ" | "TH" | "TL" | "TG" | "TK" | "TO" | "TT" | "TN" | "TR" | "TM" | "TC" | "TV" | "UG" | "UA" | "AE" | "GB" | "US" | "UM" | "UY" | "UZ" | "VU" | "VE" | "VN" | "VG" | "VI" | "WF" | "EH" | "YE" | "ZM" | "ZW";
        /**
         * @description Amount string of a request: a decimal with precision 18 and scale 5 (at most 13 integer digits and at
         *     most 5 fraction digits), written without sign, exponent, spaces, thousands separators or leading zeros,
         *     with a dot as decimal separator. The number of fraction digits must also follow the ISO 4217 minor units
         *     of the currency (for example at most 2 for NOK and EUR, none for JPY); that rule depends on the sibling
         *     currency and is checked beyond this schema (FORMAT_ERROR, path to the amount).
         * @example 100.23
         */
        AmountValue: string;
        /**
         * @description Amount string of a response: the same decimal form as AmountValue (precision 18, scale 5, fraction
         *     digits following the currency's minor units) with an optional leading minus for debits and negative
         *     balances. Amounts in responses are always strings: the x-accept-fix value amount-as-string has been the
         *     default since 2020-08-01.
         * @example -21.10
         */
        SignedAmountValue: string;
        /** @description Amount of a request: currency and decimal amount string. */
        Amount: {
            currency: components["schemas"]["ISOCurrencyCode"];
            amount: components["schemas"]["AmountValue"];
        };
        /** @description Amount of a response: currency and (possibly negative) decimal amount string. */
        SignedAmount: {
            currency: components["schemas"]["ISOCurrencyCode"];
            amount: components["schemas"]["SignedAmountValue"];
        };
        /** @description A hyperlink with the HTTP methods allowed on it. */
        Link: {
            /**
             * @description Relative or absolute address of the linked resource or page.
             * @example /v1/payments/sepa-credit-transfers/enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
             */
            href: string;
            /** @description HTTP methods the TPP may use on href. */
            verbs: ("GET" | "PUT" | "POST" | "DELETE")[];
        };
        /**
         * @description Map from a link name to a Link. Names used by this service: self, status, scaStatus,
         *     startAuthorisation, scaRedirect (the bank's SCA site; the TPP must always look for it), account,
         *     balances, transactions, transactionDetails, first, next, previous, last, engagements.
         */
        Links: {
            [key: string]: components["schemas"]["Link"];
        };
        /** @description Links that always carry scaRedirect, the address of the bank's SCA site for the PSU's browser. */
        ScaRedirectLinks: {
            scaRedirect: components["schemas"]["Link"];
        } & {
            [key: string]: components["schemas"]["Link"];
        };
        /** @description Text to show to the PSU. */
        PsuMessage: string;
        /**
         * @description Code of a tppMessages entry: the codes of the specification's Errors section, the Berlin Group
         *     NextGenPSD2 codes this service uses, and one of our own (PAYLOAD_TOO_LARGE).
         *     HTTP status that goes with each code (following the Berlin Group code table, with this service's
         *     deviations marked):
         *
         *     - 400: BAD_REQUEST, FORMAT_ERROR (also for characters the downstream system cannot process, such as
         *       emoji, and for amounts whose fraction digits do not fit the currency), HTTP_HEADER_REQUIRED,
         *       QUERY_PARAMETER_REQUIRED, PARAMETER_NOT_CONSISTENT, PARAMETER_NOT_SUPPORTED, TIMESTAMP_INVALID (Date
         *       header more than 60 seconds off), PERIOD_INVALID, RESOURCE_UNKNOWN and RESOURCE_EXPIRED when they name
         *       something in the request body, SCA_INVALID, PAYMENT_FAILED, EXECUTION_DATE_INVALID, KID_MISSING and
         *       KID_INVALID (400, not 401, since release 1.7.0), SIGNATURE_MISSING and SIGNATURE_INVALID (400 in this
         *       service, where Berlin Group uses 401), CERTIFICATE_MISSING, CERTIFICATE_INVALID, CERTIFICATE_EXPIRED
         *       and CERTIFICATE_BLOCKED (the signing certificate is part of validating the signature, so its problems
         *       answer 400 like the signature's own, keeping the Berlin Group codes that say which part failed),
         *       REFERENCE_MIX_INVALID (a bulk or periodic payment in a signing basket), HTTP_HEADER_REQUIRED naming
         *       PSU-Corporate-ID when a known PSU acts as a corporate user without it, and FUNDS_NOT_AVAILABLE as an error when an instant
         *       payment cannot be executed for lack of funds (insufficient funds is always an answer of this kind,
         *       never a server failure).
         *     - 401: ROLE_INVALID (a valid signature, but the certificate lacks the PSD2 role the operation needs),
         *       PSU_CREDENTIALS_INVALID, CONSENT_INVALID and CONSENT_EXPIRED (an account read without a valid consent;
         *       the body then carries _links.scaRedirect), SCA_EXPIRED (the TPP session's SCA is older than 1 hour
         *       where a fresh one is needed), CORPORATE_ID_INVALID when the given PSU-Corporate-ID is not an agreement
         *       of the PSU.
         *     - 403: FORBIDDEN, CONSENT_UNKNOWN (consent revoked by the PSU), SERVICE_BLOCKED, RESOURCE_UNKNOWN and
         *       RESOURCE_EXPIRED for a resource of another TPP or PSU, PRODUCT_INVALID (a product the PSU or account
         *       may not use).
         *     - 404: NOT_FOUND, RESOURCE_UNKNOWN (path names an unknown resource), PRODUCT_UNKNOWN, SCA_NOT_FOUND.
         *     - 405: SERVICE_INVALID (method not offered on the resource), CANCELLATION_INVALID (DELETE of a payment
         *       that can no longer be cancelled, for example one in PDNG; the text explains why).
         *     - 406: REQUESTED_FORMATS_INVALID (Accept asks for something other than JSON).
         *     - 409: CONFLICT, STATUS_INVALID (the resource's status does not allow the request, including an
         *       operation outside the allowed kinds on a temporarily rejected payment), REFERENCE_STATUS_INVALID (a
         *       payment in a signing basket request is in a status that cannot be signed).
         *     - 413: PAYLOAD_TOO_LARGE (our own: the body exceeds the server's size limit).
         *     - 408: FORMAT_ERROR (the request did not arrive within the server's request timeout).
         *     - 415: FORMAT_ERROR naming Content-Type (our own status: a body that is not application/json in UTF-8).
         *     - 431: FORMAT_ERROR (our own status: the request's header block is larger than the server accepts).
         *     - 429: ACCESS_EXCEEDED (more than 4 reads per 24 hours without PSU-IP-Address).
         *     - 500: SYSTEM_ERROR.
         *     - 2xx, category WARNING: WARNING (a notice, such as an x-accept-fix value that is not in the catalogue
         *       and was ignored, never silently), FUNDS_NOT_AVAILABLE (on a payment status read, with fundsAvailable
         *       false).
         *
         *     The failed-SCA redirect to TPP-Redirect-URI also carries one of these codes in its code parameter
         *     (typically SCA_INVALID when the PSU rejects or cancels, SCA_EXPIRED, PSU_CREDENTIALS_INVALID or
         *     SYSTEM_ERROR), and in its status parameter the HTTP status this table gives that code (SCA_INVALID 400,
         *     SCA_EXPIRED and PSU_CREDENTIALS_INVALID 401, SYSTEM_ERROR 500).
         * @enum {string}
         */
        MessageCode: "SYSTEM_ERROR" | "BAD_REQUEST" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "HTTP_HEADER_REQUIRED" | "QUERY_PARAMETER_REQUIRED" | "SCA_NOT_FOUND" | "SCA_EXPIRED" | "SCA_INVALID" | "FORMAT_ERROR" | "RESOURCE_UNKNOWN" | "PSU_CREDENTIALS_INVALID" | "CONSENT_UNKNOWN" | "CONSENT_INVALID" | "CONSENT_EXPIRED" | "ACCESS_EXCEEDED" | "PRODUCT_UNKNOWN" | "PRODUCT_INVALID" | "KID_MISSING" | "KID_INVALID" | "PAYMENT_FAILED" | "EXECUTION_DATE_INVALID" | "REFERENCE_MIX_INVALID" | "REFERENCE_STATUS_INVALID" | "SIGNATURE_INVALID" | "SIGNATURE_MISSING" | "CERTIFICATE_INVALID" | "CERTIFICATE_EXPIRED" | "CERTIFICATE_MISSING" | "CERTIFICATE_BLOCKED" | "ROLE_INVALID" | "STATUS_INVALID" | "SERVICE_INVALID" | "SERVICE_BLOCKED" | "PARAMETER_NOT_CONSISTENT" | "PARAMETER_NOT_SUPPORTED" | "TIMESTAMP_INVALID" | "PERIOD_INVALID" | "RESOURCE_EXPIRED" | "CORPORATE_ID_INVALID" | "CANCELLATION_INVALID" | "FUNDS_NOT_AVAILABLE" | "REQUESTED_FORMATS_INVALID" | "PAYLOAD_TOO_LARGE" | "WARNING";
        /**
         * @description ERROR for a failure, WARNING for a notice on a successful response.
         * @enum {string}
         */
        TppMessageCategory: "ERROR" | "WARNING";
        /** @description One message to the TPP. */
        TppMessage: {
            category: components["schemas"]["TppMessageCategory"];
            code: components["schemas"]["MessageCode"];
            /** @description Where the problem is: the field's path in the body, dot-separated with array positions in brackets (for example instructedAmount.amount, paymentIds[10], [0].amount for a body that is an array), or the name of the header, query or path parameter. */
            path?: string;
            /** @description Explanation for the TPP's developers. */
            text?: string;
        };
        /** @description Messages to the TPP; on success responses only WARNING items. */
        TppMessages: components["schemas"]["TppMessage"][];
        /**
         * @description The one error body of this service, on every 4xx and 5xx response of every operation. A 401 on an
         *     account read without consent carries _links.scaRedirect (see ErrorResponseWithScaRedirect).
         */
        ErrorResponse: {
            /** @description At least one message, category ERROR for the cause. */
            tppMessages: components["schemas"]["TppMessage"][];
            _links?: components["schemas"]["Links"];
        };
        /**
         * @description ErrorResponse narrowed for a 401 on an operation that needs consent or SCA: _links.scaRedirect tells
         *     the TPP where to send the PSU to give it.
         */
        ErrorResponseWithScaRedirect: components["schemas"]["ErrorResponse"] & {
            _links: components["schemas"]["ScaRedirectLinks"];
        };
        /**
         * @description Payment product of this service.
         * @enum {string}
         */
        PaymentProduct: "norwegian-domestic-credit-transfers" | "instant-norwegian-domestic-credit-transfers-straks" | "sepa-credit-transfers" | "cross-border-credit-transfers";
        /**
         * @description IBAN in the structure of ISO 13616-1:2007: two-letter country code, two check digits, up to 30
         *     alphanumeric characters, no spaces; at most 34 characters. The check digits are verified beyond the
         *     schema.
         * @example NO0995360573002
         */
        Iban: string;
        /**
         * @description Basic bank account number, at most 30 characters (11 digits with a MOD11 check digit for Norwegian
         *     accounts; checked beyond the schema).
         * @example 95360573002
         */
        Bban: string;
        /**
         * @description BIC of a financial institution (ISO 9362), 8 or 11 characters.
         * @example SPTRNO22
         */
        Bicfi: string;
        /**
         * @description Account of a payment: bban and/or iban, and the account's currency. The specification marks bban and
         *     iban each optional; since an account needs an identifier, at least one of them must be given
         *     (decision). The field rules come first (allOf) and the "bban or iban" choice second, so that a bad
         *     iban on an account given by iban alone is reported on iban, not as a missing bban.
         */
        AccountReference: {
            bban?: components["schemas"]["Bban"];
            iban?: components["schemas"]["Iban"];
            currency: components["schemas"]["ISOCurrencyCode"];
        } & ({
            bban: components["schemas"]["Bban"];
            iban?: components["schemas"]["Iban"];
            currency?: components["schemas"]["ISOCurrencyCode"];
        } | {
            bban?: components["schemas"]["Bban"];
            iban: components["schemas"]["Iban"];
            currency?: components["schemas"]["ISOCurrencyCode"];
        });
        /** @description Account of a SEPA payment: identified by IBAN (bban, when given, must be the same account). */
        AccountReferenceIban: {
            iban: components["schemas"]["Iban"];
            currency: components["schemas"]["ISOCurrencyCode"];
            bban?: components["schemas"]["Bban"];
        };
        /** @description Account named in a response; only the identifiers known for it are present. */
        AccountIdentification: {
            iban?: components["schemas"]["Iban"];
            bban?: components["schemas"]["Bban"];
            maskedPan?: string;
            currency?: components["schemas"]["ISOCurrencyCode"];
        };
        /** @description Postal address of a party. country is required inside the object. */
        Address: {
            /** @description Street name. */
            street?: string;
            /** @description Building number. */
            buildingNumber?: string;
            /** @description Postal code. */
            postalCode?: string;
            /** @description Town name. Part of the structured address that SEPA and cross-border (SWIFT) payments must carry for the creditor once enforced (sandbox from 2026-08-13, production from 2026-11-15). */
            townName?: string;
            /**
             * @deprecated
             * @description Deprecated alias of townName (interface 2.15.0). Still accepted; when both are given they must be equal. Responses write townName.
             */
            city?: string;
            country: components["schemas"]["ISOCountryCode"];
        };
        /**
         * @description Structured remittance information. A KID is checked beyond the schema: a bad check digit gives 400
         *     KID_INVALID, and a payment without KID to a creditor account that requires one gives 400 KID_MISSING.
         */
        RemittanceInformationStructured: {
            /**
             * @description The reference, for example a KID (customer identification number with MOD10 or MOD11 check digit).
             * @example 99754667145676221
             */
            reference: string;
            /**
             * @description Type of the reference: SCOR for a KID/OCR creditor reference, CINV for an invoice number (for example an eFaktura reference).
             * @example SCOR
             */
            referenceType?: string;
            /** @description Issuer of the reference, for example BITS-EFAKTURA. */
            referenceIssuer?: string;
        };
        /** @description Successor of remittanceInformationStructured (which is deprecated): one or more structured references. */
        RemittanceInformationStructuredArray: components["schemas"]["RemittanceInformationStructured"][];
        /**
         * @description Free text for the creditor, 1 to 140 characters.
         * @example Kredittrente
         */
        RemittanceInformationUnstructured: string;
        /**
         * @description Purpose of the payment: the supported subset of the ISO 20022 external purpose codes.
         * @enum {string}
         */
        PurposeCode: "INVS" | "SALA" | "IDCP" | "CASH" | "CORT" | "INTC" | "PENS" | "SSBE" | "SUPP" | "TAXS" | "TREA" | "VATX" | "LOAN" | "OTHR";
        /**
         * @description Who bears the charges: DEBT, CRED, SHAR or SLEV (SLEV is the rule for SEPA).
         * @enum {string}
         */
        ChargeBearer: "DEBT" | "CRED" | "SHAR" | "SLEV";
        /**
         * @description Service level of a cross-border payment: NURG (normal, the default), URGP (urgent; the higher service
         *     level for non-SEPA cross-border payments, release 1.23.4) or SEPA (a SEPA-eligible cross-border
         *     payment). URGP is rejected for SEPA payments (PARAMETER_NOT_CONSISTENT).
         * @enum {string}
         */
        ServiceLevel: "NURG" | "URGP" | "SEPA";
        /** @description Regulatory reporting of a cross-border payment (supported for SEPA cross-border payments since interface 2.15.0). */
        RegulatoryReporting: {
            /**
             * @description Reporting code required by the authorities (the Norwegian payment purpose code for cross-border payments).
             * @example 14
             */
            code: string;
            /** @description Additional text for the report. */
            information?: string;
        };
        /**
         * @description Name of the creditor, at most 70 characters. Decision: at least one character that is not white space
         *     (the specification gives only the upper bound; an empty or blank name names nobody, and ISO 20022's
         *     Max70Text, which Berlin Group uses, has a minimum length of 1).
         * @example Company 123
         */
        CreditorName: string;
        /** @description Name of a party, at most 70 characters. */
        PartyName: string;
        /** @description Reference chosen by the TPP that travels end to end with the payment. */
        EndToEndIdentification: string;
        /**
         * @description Status of a payment (ISO 20022 codes): RCVD received; ACTC technically validated and authorised by
         *     SCA; ACCP accepted but lacking funds (fundsAvailable false on status reads); ACWC accepted with change;
         *     ACWP accepted without posting; ACSP settlement in process (after a batch run); ACSC settled on the
         *     debtor's account; PDNG pending (waiting for execution; cannot be cancelled here); PART some payments of
         *     a bulk accepted; RJCT rejected; CANC cancelled. HOLD is this service's name for the status of a
         *     payment that the bank has held or stopped (interface 2.12.0 only says "a new payment status"; there is
         *     no ISO 20022 code for it, so we chose a four-letter name in the same style). A held payment is not
         *     final: it may move on to ACTC, ACSP or RJCT, or be cancelled (CANC); operations outside the allowed
         *     kinds on a temporarily rejected or held payment are rejected (409 STATUS_INVALID).
         * @enum {string}
         */
        TransactionStatus: "ACCP" | "ACSC" | "ACSP" | "ACTC" | "ACWC" | "ACWP" | "RCVD" | "PDNG" | "RJCT" | "CANC" | "PART" | "HOLD";
        /**
         * @description Status of a payment in the answer to its creation, as the specification's periodic payment response
         *     table lists it: the codes of TransactionStatus without HOLD, which does not occur at creation.
         * @enum {string}
         */
        PaymentInitiationTransactionStatus: "ACCP" | "ACSC" | "ACSP" | "ACTC" | "ACWC" | "ACWP" | "RCVD" | "PDNG" | "RJCT" | "CANC" | "PART";
        /**
         * @description Status of an authorisation: received (created), psuIdentified, started (the PSU is at the SCA site),
         *     finalised (approved), failed (rejected, aborted or expired), exempted (no SCA needed).
         * @enum {string}
         */
        ScaStatus: "received" | "psuIdentified" | "started" | "finalised" | "failed" | "exempted";
        /**
         * @description What happens when the execution day falls on a weekend or bank holiday: following moves it to the next
         *     business day, preceeding to the previous one. Decision: preceeding (double e) is the specification's
         *     spelling and the canonical value, also used by the portal's samples and Berlin Group 1.3 (2018);
         *     preceding is the Berlin Group 1.3.11 spelling and is accepted as a synonym, so TPPs built on either
         *     version work. Responses echo the value as sent.
         * @enum {string}
         */
        ExecutionRule: "following" | "preceeding" | "preceding";
        /**
         * @description How often a periodic payment runs (ISO 20022 EventFrequency7Code subset). MonthlyVariable runs in the
         *     months of monthsOfExecution.
         * @enum {string}
         */
        PeriodicPaymentFrequency: "Daily" | "Weekly" | "EveryTwoWeeks" | "Monthly" | "EveryTwoMonths" | "Quarterly" | "SemiAnnual" | "Annual" | "MonthlyVariable";
        /**
         * @description Months in which a MonthlyVariable payment runs. Decision: the specification documents "bounds from 1
         *     to 11" while its text says months 1 to 12; we read the 1..11 as the size of the array (1 to 11
         *     entries, matching Berlin Group, which restricts the array to 11 entries: twelve months would simply be
         *     Monthly) and let each month be 1 to 12. Items are integers (the specification's type); for clients
         *     built on Berlin Group, which sends months as strings, the strings "1" to "12" (optionally "01" to
         *     "09") are accepted as well. Duplicate months are rejected: uniqueItems here, and the domain also
         *     treats "1" and 1 as the same month (400 FORMAT_ERROR). Given if and only if frequency is
         *     MonthlyVariable, as in Berlin Group: missing for MonthlyVariable or present with another frequency
         *     gives 400 PARAMETER_NOT_CONSISTENT (checked beyond the schema).
         * @example [
         *       1,
         *       4,
         *       10
         *     ]
         */
        MonthsOfExecution: (number | string)[];
        /**
         * @description Day of the month on which the payment runs, one or two digits; the domain checks 1 to 31 (31 means the
         *     last day of the month).
         * @example 12
         */
        DayOfExecution: string;
        /**
         * @description A Norwegian domestic credit transfer (NOK, between Norwegian accounts given by BBAN or IBAN). A KID
         *     goes into remittanceInformationStructured (reference type SCOR) or its successor
         *     remittanceInformationStructuredArray. At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        NorwegianDomesticCreditTransfer: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            debtorAccount: components["schemas"]["AccountReference"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
            /**
             * Format: date
             * @description Date on which the payment is to be executed; default the next possible business day. Must not be in the past (EXECUTION_DATE_INVALID).
             */
            requestedExecutionDate?: string;
        };
        /**
         * @description An instant Norwegian domestic credit transfer (Straks): same fields as the domestic transfer, executed
         *     at once, so without a requested execution date. A logical duplicate is rejected unless
         *     allowLogicalDuplicate=true. At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        InstantNorwegianDomesticCreditTransferStraks: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            debtorAccount: components["schemas"]["AccountReference"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
        };
        /**
         * @description Periodic (standing order) variant of the instant Norwegian domestic credit transfer (Straks): the single payment's fields without requestedExecutionDate, plus startDate, endDate, executionRule, frequency, monthsOfExecution and dayOfExecution.
         *     At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        PeriodicInstantNorwegianDomesticCreditTransferStraks: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            debtorAccount: components["schemas"]["AccountReference"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
            /**
             * Format: date
             * @description First execution date (ISO 8601 date); not in the past and not after endDate (EXECUTION_DATE_INVALID).
             * @example 2018-06-07
             */
            startDate: string;
            executionRule?: components["schemas"]["ExecutionRule"];
            /**
             * Format: date
             * @description Last possible execution date (ISO 8601 date); without it the payment runs until cancelled.
             * @example 2020-06-07
             */
            endDate?: string;
            frequency: components["schemas"]["PeriodicPaymentFrequency"];
            monthsOfExecution?: components["schemas"]["MonthsOfExecution"];
            dayOfExecution?: components["schemas"]["DayOfExecution"];
        };
        /**
         * @description A SEPA credit transfer in EUR between IBANs, with the creditor's bank (creditorAgent) and a
         *     structured creditor address carrying townName. At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        SepaCreditTransfer: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            debtorAccount: components["schemas"]["AccountReferenceIban"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReferenceIban"];
            /**
             * @description Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,
             *     production from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;
             *     missing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.
             */
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
            /** @description BIC of the creditor's bank; needed once structured addresses are enforced. */
            creditorAgent?: components["schemas"]["Bicfi"];
            /** @description Name of the creditor's bank. */
            creditorAgentName?: string;
            chargeBearer?: components["schemas"]["ChargeBearer"];
            /**
             * Format: date
             * @description Date on which the payment is to be executed; default the next possible business day. Must not be in the past (EXECUTION_DATE_INVALID).
             */
            requestedExecutionDate?: string;
        };
        /**
         * @description Periodic (standing order) variant of the SEPA credit transfer: the single payment's fields without requestedExecutionDate, plus startDate, endDate, executionRule, frequency, monthsOfExecution and dayOfExecution.
         *     At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        PeriodicSepaCreditTransfer: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            debtorAccount: components["schemas"]["AccountReferenceIban"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReferenceIban"];
            /**
             * @description Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,
             *     production from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;
             *     missing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.
             */
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
            /** @description BIC of the creditor's bank; needed once structured addresses are enforced. */
            creditorAgent?: components["schemas"]["Bicfi"];
            /** @description Name of the creditor's bank. */
            creditorAgentName?: string;
            chargeBearer?: components["schemas"]["ChargeBearer"];
            /**
             * Format: date
             * @description First execution date (ISO 8601 date); not in the past and not after endDate (EXECUTION_DATE_INVALID).
             * @example 2018-06-07
             */
            startDate: string;
            executionRule?: components["schemas"]["ExecutionRule"];
            /**
             * Format: date
             * @description Last possible execution date (ISO 8601 date); without it the payment runs until cancelled.
             * @example 2020-06-07
             */
            endDate?: string;
            frequency: components["schemas"]["PeriodicPaymentFrequency"];
            monthsOfExecution?: components["schemas"]["MonthsOfExecution"];
            dayOfExecution?: components["schemas"]["DayOfExecution"];
        };
        /**
         * @description A cross-border credit transfer (NCBCT), SEPA or non-SEPA (SWIFT), with the creditor's bank, a
         *     structured creditor address, an optional service level (URGP for an urgent non-SEPA payment) and
         *     optional regulatory reporting. Cross-border transfers may be placed in a signing basket (release
         *     1.23.2). At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        CrossBorderCreditTransfer: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            debtorAccount: components["schemas"]["AccountReference"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            /**
             * @description Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,
             *     production from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;
             *     missing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.
             */
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
            /** @description BIC of the creditor's bank; needed once structured addresses are enforced. */
            creditorAgent?: components["schemas"]["Bicfi"];
            /** @description Name of the creditor's bank. */
            creditorAgentName?: string;
            chargeBearer?: components["schemas"]["ChargeBearer"];
            serviceLevel?: components["schemas"]["ServiceLevel"];
            /** @description Regulatory reporting entries (SEPA cross-border payments, interface 2.15.0). */
            regulatoryReporting?: components["schemas"]["RegulatoryReporting"][];
            /**
             * Format: date
             * @description Date on which the payment is to be executed; default the next possible business day. Must not be in the past (EXECUTION_DATE_INVALID).
             */
            requestedExecutionDate?: string;
        };
        /**
         * @description Periodic (standing order) variant of the cross-border credit transfer: the single payment's fields without requestedExecutionDate, plus startDate, endDate, executionRule, frequency, monthsOfExecution and dayOfExecution.
         *     At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        PeriodicCrossBorderCreditTransfer: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            debtorAccount: components["schemas"]["AccountReference"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            /**
             * @description Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,
             *     production from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;
             *     missing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.
             */
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
            /** @description BIC of the creditor's bank; needed once structured addresses are enforced. */
            creditorAgent?: components["schemas"]["Bicfi"];
            /** @description Name of the creditor's bank. */
            creditorAgentName?: string;
            chargeBearer?: components["schemas"]["ChargeBearer"];
            serviceLevel?: components["schemas"]["ServiceLevel"];
            /** @description Regulatory reporting entries (SEPA cross-border payments, interface 2.15.0). */
            regulatoryReporting?: components["schemas"]["RegulatoryReporting"][];
            /**
             * Format: date
             * @description First execution date (ISO 8601 date); not in the past and not after endDate (EXECUTION_DATE_INVALID).
             * @example 2018-06-07
             */
            startDate: string;
            executionRule?: components["schemas"]["ExecutionRule"];
            /**
             * Format: date
             * @description Last possible execution date (ISO 8601 date); without it the payment runs until cancelled.
             * @example 2020-06-07
             */
            endDate?: string;
            frequency: components["schemas"]["PeriodicPaymentFrequency"];
            monthsOfExecution?: components["schemas"]["MonthsOfExecution"];
            dayOfExecution?: components["schemas"]["DayOfExecution"];
        };
        /**
         * @description Body of POST /v1/periodic-payments/norwegian-domestic-credit-transfers, field for field as the
         *     specification's periodic payment request table gives it (structured references are not part of this
         *     contract). Rules beyond the schema: amount fraction digits per currency, IBAN/BBAN validity, the debtor
         *     account must be one the PSU may use, startDate not in the past and not after endDate, monthsOfExecution
         *     required for MonthlyVariable, dayOfExecution 1 to 31.
         */
        PeriodicNorwegianDomesticCreditTransfer: {
            instructedAmount: components["schemas"]["Amount"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            creditorAddress?: components["schemas"]["Address"];
            debtorAccount: components["schemas"]["AccountReference"];
            /** @description Ultimate debtor, at most 70 characters. */
            ultimateDebtor?: string;
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            purposeCode?: components["schemas"]["PurposeCode"];
            /**
             * Format: date
             * @description First execution date (ISO 8601 date); not in the past and not after endDate (EXECUTION_DATE_INVALID).
             * @example 2018-06-07
             */
            startDate: string;
            executionRule?: components["schemas"]["ExecutionRule"];
            /**
             * Format: date
             * @description Last possible execution date (ISO 8601 date); without it the payment runs until cancelled.
             * @example 2020-06-07
             */
            endDate?: string;
            frequency: components["schemas"]["PeriodicPaymentFrequency"];
            monthsOfExecution?: components["schemas"]["MonthsOfExecution"];
            dayOfExecution?: components["schemas"]["DayOfExecution"];
        };
        /**
         * @description One payment of a bulk of Norwegian domestic credit transfers: the single payment's fields without debtorAccount and requestedExecutionDate, which the bulk gives once.
         *     At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        BulkNorwegianDomesticCreditTransferElement: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
        };
        /** @description Bulk of Norwegian domestic credit transfers from one debtor account. */
        BulkNorwegianDomesticCreditTransfer: {
            /** @description Identifier of the bulk chosen by the TPP. */
            paymentInformationId?: string;
            /** @description true asks for one booking of the whole bulk on the debtor account. */
            batchBookingPreferred?: boolean;
            debtorAccount: components["schemas"]["AccountReference"];
            /**
             * Format: date
             * @description Execution date of every payment of the bulk.
             */
            requestedExecutionDate?: string;
            /** @description The payments, 1 to 1000. */
            payments: components["schemas"]["BulkNorwegianDomesticCreditTransferElement"][];
        };
        /**
         * @description One payment of a bulk of instant Norwegian domestic credit transfer (Straks)s: the single payment's fields without debtorAccount and requestedExecutionDate, which the bulk gives once.
         *     At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        BulkInstantNorwegianDomesticCreditTransferStraksElement: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
        };
        /** @description Bulk of instant Norwegian domestic credit transfer (Straks)s from one debtor account. */
        BulkInstantNorwegianDomesticCreditTransferStraks: {
            /** @description Identifier of the bulk chosen by the TPP. */
            paymentInformationId?: string;
            /** @description true asks for one booking of the whole bulk on the debtor account. */
            batchBookingPreferred?: boolean;
            debtorAccount: components["schemas"]["AccountReference"];
            /**
             * Format: date
             * @description Execution date of every payment of the bulk.
             */
            requestedExecutionDate?: string;
            /** @description The payments, 1 to 1000. */
            payments: components["schemas"]["BulkInstantNorwegianDomesticCreditTransferStraksElement"][];
        };
        /**
         * @description One payment of a bulk of SEPA credit transfers: the single payment's fields without debtorAccount and requestedExecutionDate, which the bulk gives once.
         *     At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        BulkSepaCreditTransferElement: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReferenceIban"];
            /**
             * @description Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,
             *     production from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;
             *     missing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.
             */
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
            /** @description BIC of the creditor's bank; needed once structured addresses are enforced. */
            creditorAgent?: components["schemas"]["Bicfi"];
            /** @description Name of the creditor's bank. */
            creditorAgentName?: string;
            chargeBearer?: components["schemas"]["ChargeBearer"];
        };
        /** @description Bulk of SEPA credit transfers from one debtor account. */
        BulkSepaCreditTransfer: {
            /** @description Identifier of the bulk chosen by the TPP. */
            paymentInformationId?: string;
            /** @description true asks for one booking of the whole bulk on the debtor account. */
            batchBookingPreferred?: boolean;
            debtorAccount: components["schemas"]["AccountReferenceIban"];
            /**
             * Format: date
             * @description Execution date of every payment of the bulk.
             */
            requestedExecutionDate?: string;
            /** @description The payments, 1 to 1000. */
            payments: components["schemas"]["BulkSepaCreditTransferElement"][];
        };
        /**
         * @description One payment of a bulk of cross-border credit transfers: the single payment's fields without debtorAccount and requestedExecutionDate, which the bulk gives once.
         *     At most one of remittanceInformationUnstructured, remittanceInformationStructured and remittanceInformationStructuredArray may be given.
         */
        BulkCrossBorderCreditTransferElement: {
            endToEndIdentification?: components["schemas"]["EndToEndIdentification"];
            instructedAmount: components["schemas"]["Amount"];
            ultimateDebtor?: components["schemas"]["PartyName"];
            creditorName: components["schemas"]["CreditorName"];
            creditorAccount: components["schemas"]["AccountReference"];
            /**
             * @description Creditor's structured address. Once structured addresses are enforced (sandbox from 2026-08-13,
             *     production from 2026-11-15) the creditor's name, townName and country, and creditorAgent, are needed;
             *     missing and not inferable gives 400 FORMAT_ERROR. The debtor's data is inferred by the bank.
             */
            creditorAddress?: components["schemas"]["Address"];
            ultimateCreditor?: components["schemas"]["PartyName"];
            purposeCode?: components["schemas"]["PurposeCode"];
            remittanceInformationUnstructured?: components["schemas"]["RemittanceInformationUnstructured"];
            /** @description A single structured reference, for example a KID. Deprecated in favour of remittanceInformationStructuredArray. */
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            remittanceInformationStructuredArray?: components["schemas"]["RemittanceInformationStructuredArray"];
            /** @description BIC of the creditor's bank; needed once structured addresses are enforced. */
            creditorAgent?: components["schemas"]["Bicfi"];
            /** @description Name of the creditor's bank. */
            creditorAgentName?: string;
            chargeBearer?: components["schemas"]["ChargeBearer"];
            serviceLevel?: components["schemas"]["ServiceLevel"];
            /** @description Regulatory reporting entries (SEPA cross-border payments, interface 2.15.0). */
            regulatoryReporting?: components["schemas"]["RegulatoryReporting"][];
        };
        /** @description Bulk of cross-border credit transfers from one debtor account. */
        BulkCrossBorderCreditTransfer: {
            /** @description Identifier of the bulk chosen by the TPP. */
            paymentInformationId?: string;
            /** @description true asks for one booking of the whole bulk on the debtor account. */
            batchBookingPreferred?: boolean;
            debtorAccount: components["schemas"]["AccountReference"];
            /**
             * Format: date
             * @description Execution date of every payment of the bulk.
             */
            requestedExecutionDate?: string;
            /** @description The payments, 1 to 1000. */
            payments: components["schemas"]["BulkCrossBorderCreditTransferElement"][];
        };
        /**
         * @description Answer to every payment creation (201), field for field as the specification's periodic payment
         *     response table gives it.
         */
        PaymentInitiationResponse: {
            /**
             * @description Identifier of the new payment.
             * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
             */
            paymentId: string;
            transactionStatus: components["schemas"]["PaymentInitiationTransactionStatus"];
            /** @description Fees of this payment (amount and currency both required). */
            transactionFees?: components["schemas"]["Amount"];
            /** @description Whether fees apply, per the public price list or the PSU's agreement. */
            transactionFeeIndicator?: boolean;
            tppMessages?: components["schemas"]["TppMessages"];
            psuMessage?: components["schemas"]["PsuMessage"];
            /**
             * @description self, status, scaStatus and startAuthorisation as they apply; scaRedirect (the bank's SCA site) when
             *     SCA is required. The TPP follows scaRedirect when present and otherwise starts the authorisation with
             *     startAuthorisation.
             */
            _links?: components["schemas"]["Links"];
        };
        /** @description Fields the service adds to a payment body when it is read back. */
        PaymentResourceInfo: {
            /** @description Identifier of the payment. */
            paymentId: string;
            transactionStatus: components["schemas"]["TransactionStatus"];
            tppMessages?: components["schemas"]["TppMessages"];
            _links?: components["schemas"]["Links"];
        };
        /**
         * @description A single payment read back: the body it was created with
         *     (one of the product bodies) plus paymentId, transactionStatus and _links. Status and details are
         *     readable from creation on, also for domestic transfers before approval (the real service's known
         *     issue is not reproduced).
         */
        PaymentDetails: (components["schemas"]["NorwegianDomesticCreditTransfer"] | components["schemas"]["InstantNorwegianDomesticCreditTransferStraks"] | components["schemas"]["SepaCreditTransfer"] | components["schemas"]["CrossBorderCreditTransfer"]) & components["schemas"]["PaymentResourceInfo"];
        /**
         * @description A periodic payment read back: the body it was created with
         *     (one of the product bodies) plus paymentId, transactionStatus and _links. Status and details are
         *     readable from creation on, also for domestic transfers before approval (the real service's known
         *     issue is not reproduced).
         */
        PeriodicPaymentDetails: (components["schemas"]["PeriodicNorwegianDomesticCreditTransfer"] | components["schemas"]["PeriodicInstantNorwegianDomesticCreditTransferStraks"] | components["schemas"]["PeriodicSepaCreditTransfer"] | components["schemas"]["PeriodicCrossBorderCreditTransfer"]) & components["schemas"]["PaymentResourceInfo"];
        /**
         * @description A bulk payment read back: the body it was created with
         *     (one of the product bodies) plus paymentId, transactionStatus and _links. Status and details are
         *     readable from creation on, also for domestic transfers before approval (the real service's known
         *     issue is not reproduced).
         */
        BulkPaymentDetails: (components["schemas"]["BulkNorwegianDomesticCreditTransfer"] | components["schemas"]["BulkInstantNorwegianDomesticCreditTransferStraks"] | components["schemas"]["BulkSepaCreditTransfer"] | components["schemas"]["BulkCrossBorderCreditTransfer"]) & components["schemas"]["PaymentResourceInfo"];
        /**
         * @description Status of a payment. Beside Berlin Group's fields, paymentId and _links (self, status) as the bank's live
         *     API answers them. The status is readable from creation (RCVD) on: this service does not reproduce the
         *     known issue of the specification's States section (a domestic transfer unreadable before approval).
         */
        PaymentStatusResponse: {
            /** @description The payment this status belongs to. */
            paymentId?: string;
            transactionStatus: components["schemas"]["TransactionStatus"];
            /** @description Whether the debtor account had the funds; false explains an ACCP or RJCT due to lacking funds (then with a FUNDS_NOT_AVAILABLE warning). */
            fundsAvailable?: boolean;
            psuMessage?: components["schemas"]["PsuMessage"];
            tppMessages?: components["schemas"]["TppMessages"];
            _links?: components["schemas"]["Links"];
        };
        /**
         * @description Answer (202) to the cancellation of an authorised payment: the cancellation needs its own SCA. The
         *     cancellation authorisation is started implicitly (decision: no separate cancellation-authorisations
         *     resource); the TPP sends the PSU to _links.scaRedirect and sees the outcome as transactionStatus CANC
         *     on the payment's status.
         */
        PaymentCancellationResponse: {
            transactionStatus: components["schemas"]["TransactionStatus"];
            scaStatus?: components["schemas"]["ScaStatus"];
            psuMessage?: components["schemas"]["PsuMessage"];
            tppMessages?: components["schemas"]["TppMessages"];
            /** @description scaRedirect for the cancellation's SCA, and status of the payment. */
            _links: components["schemas"]["ScaRedirectLinks"];
        };
        /** @description A started authorisation (201) with the SCA redirect. */
        StartAuthorisationResponse: {
            scaStatus: components["schemas"]["ScaStatus"];
            /** @description Identifier of the new authorisation. */
            authorisationId: string;
            psuMessage?: components["schemas"]["PsuMessage"];
            tppMessages?: components["schemas"]["TppMessages"];
            /** @description scaRedirect (where to send the PSU) and scaStatus (the authorisation). */
            _links: components["schemas"]["ScaRedirectLinks"];
        };
        /** @description The authorisations of a payment or signing basket. */
        AuthorisationList: {
            /** @description Identifiers of the resource's authorisations, oldest first. */
            authorisationIds: string[];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description Status of one authorisation. */
        ScaStatusResponse: {
            scaStatus: components["schemas"]["ScaStatus"];
            psuMessage?: components["schemas"]["PsuMessage"];
            tppMessages?: components["schemas"]["TppMessages"];
            _links?: components["schemas"]["Links"];
        };
        /** @description Body of POST /v1/signing-baskets, as the specification's signing basket request table gives it. */
        SigningBasketRequest: {
            /**
             * @description Identifiers of payments created earlier with POST /v1/payments/{payment-product}: 1 to 10 entries
             *     without duplicates. Each must exist and belong to the calling TPP (RESOURCE_UNKNOWN); bulk and
             *     periodic payments cannot be placed in a basket (400 REFERENCE_MIX_INVALID); a payment in a status
             *     that cannot be signed gives 409 REFERENCE_STATUS_INVALID.
             */
            paymentIds: string[];
        };
        /**
         * @description Status of a signing basket: RCVD, ACTC, PATC (partially authorised) or RJCT. It is the worst case over
         *     the basket's payments and is derived from them; a basket is not atomic, so the TPP reads each payment's
         *     own status with GET /v1/payments/{payment-product}/{paymentId}/status. Each payment counts as rejected
         *     (RJCT, CANC, or held/stopped), unauthorised (RCVD) or authorised (every other status); worst first:
         *     any rejected gives RJCT; none authorised gives RCVD; some but not all authorised gives PATC (Berlin
         *     Group's "partially accepted technical correct": some of the needed authorisations are done, a state
         *     between RCVD and ACTC); all authorised gives ACTC.
         * @enum {string}
         */
        SigningBasketTransactionStatus: "RCVD" | "ACTC" | "PATC" | "RJCT";
        /**
         * @description Answer (201, described as CREATED) to basket creation, as the specification's signing basket response
         *     table gives it, plus optional WARNING tppMessages as on every success response.
         */
        SigningBasketResponse: {
            /**
             * @description Basket identifier.
             * @example enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
             */
            basketId?: string;
            transactionStatus: components["schemas"]["SigningBasketTransactionStatus"];
            /** @description self, status, startAuthorisation and, when SCA is required, scaRedirect. */
            _links?: components["schemas"]["Links"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description A signing basket read back. */
        SigningBasketDetails: {
            /** @description The payment ids of the basket. */
            payments: string[];
            transactionStatus: components["schemas"]["SigningBasketTransactionStatus"];
            _links?: components["schemas"]["Links"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description Status of a signing basket (worst case over its payments). */
        SigningBasketStatusResponse: {
            transactionStatus: components["schemas"]["SigningBasketTransactionStatus"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description Body of the real service's POST form of the Straks fee information. */
        FeeInformationRequest: {
            amount: components["schemas"]["Amount"];
            creditorAccount: components["schemas"]["AccountReference"];
            debtorAccount: components["schemas"]["AccountReference"];
        };
        /** @description The fee an instant (Straks) payment would cost (decision: the response shape is not published; this is ours). */
        FeeInformationResponse: {
            /** @description Whether a fee applies to such a payment. */
            transactionFeeIndicator: boolean;
            /** @description The fee that would be charged (0.00 when none). */
            transactionFees: components["schemas"]["SignedAmount"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /**
         * @description Kind of sandbox customer.
         * @enum {string}
         */
        SandboxCustomerType: "PRIVATE" | "CORPORATE";
        /** @description Links of an agreement: the agreement itself and its engagements. */
        SandboxCustomerAgreementLinks: {
            self: components["schemas"]["Link"];
            engagements: components["schemas"]["Link"];
        };
        /** @description An agreement of a sandbox customer, as the specification's sandbox customer table gives it. */
        SandboxCustomerAgreement: {
            /** @description Agreement identifier. */
            id?: string;
            /** @description Agreement name. */
            name?: string;
            /** @description Identifiers of the agreement's engagements. */
            engagements?: string[];
            _links: components["schemas"]["SandboxCustomerAgreementLinks"];
        };
        /** @description Links of a sandbox customer: self. */
        SandboxCustomerLinks: {
            self: components["schemas"]["Link"];
        };
        /** @description A sandbox customer, field for field as the specification's sandbox customer table gives it. */
        SandboxCustomer: {
            /**
             * @description Identifier of the customer in the mock-data API.
             * @example enc!!Y3VzdG9tZXItMQ==
             */
            customerId: string;
            /**
             * @description The identifier used when performing SCA in the sandbox (the national identity number for a private customer, the organisation number for a corporate one).
             * @example 13039319955
             */
            customerNumber: string;
            customerType: components["schemas"]["SandboxCustomerType"];
            /**
             * @description Name of the customer.
             * @example Test Testperson 3
             */
            customerName: string;
            /** @description The customer's agreements; an empty array unless withAgreements=true was asked for (the field is required). */
            agreements: components["schemas"]["SandboxCustomerAgreement"][];
            /** @description Identifiers of the customer's mock accounts; an empty array unless withAccounts=true was asked for (the field is required). */
            accounts: string[];
            /** @description Identifiers of the customer's mock card accounts; an empty array unless withAccounts=true was asked for (the field is required). */
            cardAccounts: string[];
            _links: components["schemas"]["SandboxCustomerLinks"];
        };
        /** @description Body of POST /v1/sandbox/customers (the portal's mock-data body). */
        SandboxCustomerCreate: {
            /**
             * @description Identifier for sandbox SCA: an 11-digit national identity number for a private customer, an organisation number for a corporate one.
             * @example 13039319955
             */
            customerNumber: string;
            /**
             * @description Name of the customer.
             * @example Test Testperson 3
             */
            name: string;
            /**
             * @description private or corporate; the upper-case forms are accepted too, since both spellings occur in the portal's material. A private customer gets an agreement automatically; a corporate one needs POST /v1/sandbox/agreements.
             * @example private
             * @enum {string}
             */
            type: "private" | "corporate" | "PRIVATE" | "CORPORATE";
        };
        /**
         * @description Amount in a mock-data request: a JSON number (as the portal's scripts send, for example 100) or an
         *     Amount string. A number is converted through its shortest decimal text, never kept as a float; it may
         *     be negative and must have at most 5 fraction digits and fit the currency's minor units.
         * @example 100
         */
        SandboxAmountNumberOrString: number | string;
        /** @description Amount of a mock-data request. */
        SandboxAmountInput: {
            amount: components["schemas"]["SandboxAmountNumberOrString"];
            currency: components["schemas"]["ISOCurrencyCode"];
        };
        /**
         * @description Type of a balance (Berlin Group names). interimBooked is offered on card accounts since interface 2.16.0.
         * @enum {string}
         */
        BalanceType: "closingBooked" | "expected" | "openingBooked" | "interimAvailable" | "interimBooked" | "forwardAvailable" | "nonInvoiced";
        /**
         * @description Balance type in a mock-data request: the Berlin Group names, their upper-case forms (the portal's
         *     scripts send EXPECTED), and authorised/AUTHORISED (an older name, stored as interimAvailable).
         * @enum {string}
         */
        SandboxBalanceType: "closingBooked" | "expected" | "openingBooked" | "interimAvailable" | "interimBooked" | "forwardAvailable" | "nonInvoiced" | "authorised" | "CLOSINGBOOKED" | "EXPECTED" | "OPENINGBOOKED" | "INTERIMAVAILABLE" | "INTERIMBOOKED" | "FORWARDAVAILABLE" | "NONINVOICED" | "AUTHORISED";
        /** @description A balance in a mock-data request. */
        SandboxBalanceInput: {
            balanceType: components["schemas"]["SandboxBalanceType"];
            balanceAmount: components["schemas"]["SandboxAmountInput"];
            /**
             * Format: date
             * @description Date the balance refers to.
             */
            referenceDate?: string;
            /**
             * Format: date-time
             * @description When the balance last changed.
             */
            lastChangeDateTime?: string;
            /** @description Last transaction included in the balance. */
            lastCommittedTransaction?: string;
            /** @description Whether the credit limit is included. */
            creditLimitIncluded?: boolean;
        };
        /** @description Body of the balance updates of sandbox accounts and card accounts (decision: the portal's body is not published; the shape mirrors the balances of the create bodies). */
        SandboxBalancesUpdate: {
            /** @description The new balances; each replaces the balance of the same type. */
            balances: components["schemas"]["SandboxBalanceInput"][];
        };
        /** @description A balance of an account or card account. */
        Balance: {
            balanceAmount: components["schemas"]["SignedAmount"];
            balanceType: components["schemas"]["BalanceType"];
            creditLimitIncluded?: boolean;
            /** Format: date-time */
            lastChangeDateTime?: string;
            /** Format: date */
            referenceDate?: string;
            lastCommittedTransaction?: string;
        };
        /** @description Body of POST /v1/sandbox/accounts (the portal's mock-data body; amounts may be JSON numbers). */
        SandboxAccountCreate: {
            /**
             * @description Owner of the account. A private owner gets the account on its agreement automatically; a corporate one needs an agreement with engagements.
             * @example 13039319955
             */
            customerNumber: string;
            /**
             * @description Name of the account.
             * @example Totalkonto
             */
            accountName?: string;
            bban?: components["schemas"]["Bban"];
            iban?: components["schemas"]["Iban"];
            currency: components["schemas"]["ISOCurrencyCode"];
            /** @description Product name. */
            product?: string;
            /**
             * @description ISO 20022 cash account type, for example CACC or TAXE.
             * @example CACC
             */
            cashAccountType?: string;
            creditLine?: components["schemas"]["SandboxAmountNumberOrString"];
            /**
             * @description Our addition: payments to this account must carry a KID (otherwise 400 KID_MISSING).
             * @default false
             */
            kidRequired: boolean;
            /** @description Starting balances. */
            balances?: components["schemas"]["SandboxBalanceInput"][];
        };
        /** @description A sandbox account. */
        SandboxAccount: {
            /** @description Identifier of the mock account (also its resourceId in the account-information API). */
            id: string;
            customerNumber: string;
            accountName?: string;
            bban?: components["schemas"]["Bban"];
            iban?: components["schemas"]["Iban"];
            currency: components["schemas"]["ISOCurrencyCode"];
            product?: string;
            cashAccountType?: string;
            creditLine?: components["schemas"]["SignedAmountValue"];
            kidRequired?: boolean;
            balances: components["schemas"]["Balance"][];
            _links?: components["schemas"]["Links"];
        };
        /** @description Account of a counterparty in a mock transaction. */
        SandboxAccountRef: {
            iban?: components["schemas"]["Iban"];
            bban?: components["schemas"]["Bban"];
        };
        /**
         * @description A mock account transaction (the portal's body). A negative amount is a debit. Dates must be before
         *     now and bookingDate must not be later than valueDate (400 FORMAT_ERROR); without them today's date is
         *     used.
         */
        SandboxAccountTransactionInput: {
            amount: components["schemas"]["SandboxAmountNumberOrString"];
            currency: components["schemas"]["ISOCurrencyCode"];
            /**
             * @description booked (default) or pending.
             * @enum {string}
             */
            bookingStatus?: "booked" | "pending";
            /**
             * Format: date
             * @description Value date; before now.
             */
            valueDate?: string;
            /**
             * Format: date
             * @description Booking date; before now and not later than valueDate.
             */
            bookingDate?: string;
            remittanceInformationUnstructured?: string;
            creditorId?: string;
            creditorName?: string;
            creditorAccount?: components["schemas"]["SandboxAccountRef"];
            ultimateCreditor?: string;
            debtorName?: string;
            debtorAccount?: components["schemas"]["SandboxAccountRef"];
            ultimateDebtor?: string;
            purposeCode?: string;
            /** @example PMNT */
            bankTransactionCode?: string;
        };
        /** @description Body of POST /v1/sandbox/accounts/{mockAccountId}/transactions: an array. */
        AccountTransactionsRequest: components["schemas"]["SandboxAccountTransactionInput"][];
        /** @description Body of POST /v1/sandbox/card-accounts (the portal's mock-data body). */
        SandboxCardAccountCreate: {
            /** @description Owner of the card account; same agreement rules as for accounts. */
            customerNumber: string;
            /**
             * @description Masked card number.
             * @example 1234xxxxxxxx4321
             */
            maskedPan: string;
            currency: components["schemas"]["ISOCurrencyCode"];
            creditLimit?: components["schemas"]["SandboxAmountInput"];
            /** @description Starting balances. */
            balances?: components["schemas"]["SandboxBalanceInput"][];
            cardId?: string;
            cardIdVNo?: string;
            accountNumber?: string;
            /** Format: date */
            expiry?: string;
            /** @description Card account name, up to 70 characters (see x-accept-fix longer-names). */
            name?: string;
            product?: string;
            /**
             * @description ENABLED, BLOCKED or DELETED (lower case accepted).
             * @enum {string}
             */
            status?: "ENABLED" | "BLOCKED" | "DELETED" | "enabled" | "blocked" | "deleted";
        };
        /** @description A sandbox card account. */
        SandboxCardAccount: {
            /** @description Identifier of the mock card account (also its resourceId in the card-account API). */
            resourceId: string;
            customerNumber: string;
            maskedPan: string;
            currency: components["schemas"]["ISOCurrencyCode"];
            creditLimit?: components["schemas"]["SignedAmount"];
            balances: components["schemas"]["Balance"][];
            cardId?: string;
            cardIdVNo?: string;
            accountNumber?: string;
            /** Format: date */
            expiry?: string;
            name?: string;
            product?: string;
            /** @enum {string} */
            status?: "enabled" | "blocked" | "deleted";
            _links?: components["schemas"]["Links"];
        };
        /**
         * @description Decision: in the sandbox card transaction listing (and in the POST that creates those transactions)
         *     amount is an integer of whole currency units (int32), as the specification's table types it, while every
         *     other amount of the service is a decimal string. Reason: this is the mock-data API's own contract, which
         *     TPP test scripts use as published (portal samples send amount: 100), and sandbox operations take no
         *     x-accept-fix, so amount-as-string cannot switch it. The production card-account transactions
         *     (GET /v1/card-accounts/{account-id}/transactions) use Amount strings.
         */
        SandboxCardAmount: {
            /**
             * @description Currency code.
             * @example NOK
             */
            currency: string;
            /**
             * Format: int32
             * @description Whole currency units.
             * @example 100
             */
            amount: number;
        };
        /**
         * @description Decision: in the sandbox card transaction listing (and in the POST that creates those transactions)
         *     amount is an integer of whole currency units (int32), as the specification's table types it, while every
         *     other amount of the service is a decimal string. Reason: this is the mock-data API's own contract, which
         *     TPP test scripts use as published (portal samples send amount: 100), and sandbox operations take no
         *     x-accept-fix, so amount-as-string cannot switch it. The production card-account transactions
         *     (GET /v1/card-accounts/{account-id}/transactions) use Amount strings.
         */
        SandboxCardAmountInput: {
            currency: components["schemas"]["ISOCurrencyCode"];
            /**
             * Format: int32
             * @description Whole currency units; negative for a refund.
             * @example 100
             */
            amount: number;
        };
        /** @description A booked sandbox card transaction, field for field as the specification's table gives it (all fields required). */
        SandboxCardTransaction: {
            /** @description Identifier of the card transaction. */
            cardTransactionId: string;
            /** @description Booking date, written as an ISO 8601 date (YYYY-MM-DD); typed as a plain string by the specification. */
            bookingDate: string;
            /** @description Transaction date, written as an ISO 8601 date (YYYY-MM-DD); typed as a plain string by the specification. */
            transactionDate: string;
            transactionAmount: components["schemas"]["SandboxCardAmount"];
            originalAmount: components["schemas"]["SandboxCardAmount"];
            /** @description Merchant category code. */
            merchantCategoryCode: string;
        };
        /** @description Answer of GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions, field for field as the specification's table gives it. */
        SandboxCardAccountTransactions: {
            /** @description The card account. */
            cardAccount: {
                /** @description Masked card number. */
                maskedPan: string;
            };
            /** @description The transactions; booked and/or pending filled per bookingStatus, the other an empty array. */
            cardTransactions: {
                /** @description Booked transactions of the page, in a stable order (transactionDate, then creation order). */
                booked: components["schemas"]["SandboxCardTransaction"][];
                /**
                 * @description Decision: the specification types pending as a string array without saying what the strings are;
                 *     they are the cardTransactionId values of the pending transactions (pending ones may still change,
                 *     so only their ids are listed).
                 */
                pending: string[];
            };
        };
        /** @description A mock card transaction (the portal's body). Defaults: cardTransactionId generated, bookingDate = transactionDate, originalAmount = transactionAmount, merchantCategoryCode empty, bookingStatus booked. */
        SandboxCardTransactionInput: {
            /**
             * @description Identifier chosen by the caller; generated when absent.
             * @example test
             */
            cardTransactionId?: string;
            terminalId?: string;
            /**
             * @description booked (default) or pending.
             * @enum {string}
             */
            bookingStatus?: "booked" | "pending";
            /**
             * Format: date
             * @description Booking date; before now; default transactionDate.
             */
            bookingDate?: string;
            /**
             * Format: date
             * @description Transaction date; before now and not later than bookingDate.
             */
            transactionDate: string;
            transactionAmount: components["schemas"]["SandboxCardAmountInput"];
            originalAmount?: components["schemas"]["SandboxCardAmountInput"];
            /** @example BOB */
            merchantCategoryCode?: string;
            markupFee?: components["schemas"]["SandboxCardAmountInput"];
            markupFeePercentage?: string;
            cardAcceptorId?: string;
            /** @description Address of the merchant; every part optional (the portal's samples send empty strings). */
            cardAcceptorAddress?: {
                street?: string;
                buildingNumber?: string;
                postalCode?: string;
                city?: string;
                townName?: string;
                country?: string;
            };
            maskedPan?: string;
            transactionDetails?: string;
            /** @description Whether the transaction is invoiced: a boolean, or "true"/"false" as the portal's samples send it. */
            invoiced?: boolean | ("true" | "false");
            proprietaryBankTransactionCode?: string;
        };
        /** @description Body of POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions: an array. */
        CardTransactionsRequest: components["schemas"]["SandboxCardTransactionInput"][];
        /**
         * @description Role of an engagement: VIEW (see the account), REGISTER (register payments), APPROVE (approve payments). Consent to an account needs both VIEW and REGISTER.
         * @enum {string}
         */
        EngagementRole: "VIEW" | "REGISTER" | "APPROVE";
        /** @description An engagement: access of a person to a corporate account. */
        SandboxEngagementInput: {
            /**
             * @description customerNumber (national identity number) of the private person granted access.
             * @example 01085800481
             */
            customer: string;
            /** @description The corporate account granted. */
            account: {
                iban: components["schemas"]["Iban"];
            };
            /** @description Roles granted. */
            roles: components["schemas"]["EngagementRole"][];
            registerLimit?: components["schemas"]["SandboxAmountNumberOrString"];
            approvalLimit?: components["schemas"]["SandboxAmountNumberOrString"];
        };
        /** @description Body of POST /v1/sandbox/agreements (corporate customers only). */
        SandboxAgreementCreate: {
            /**
             * @description customerNumber of the corporate customer that owns the agreement.
             * @example 18129215603
             */
            owner: string;
            /** @description Name of the agreement. */
            name: string;
            /** @description Engagements of the agreement. */
            engagements?: components["schemas"]["SandboxEngagementInput"][];
        };
        /** @description An engagement of a sandbox agreement. */
        SandboxEngagement: {
            id: string;
            customer: string;
            account: {
                iban: components["schemas"]["Iban"];
            };
            roles: components["schemas"]["EngagementRole"][];
            registerLimit?: components["schemas"]["SignedAmountValue"];
            approvalLimit?: components["schemas"]["SignedAmountValue"];
        };
        /** @description A sandbox agreement (private agreements are created automatically). */
        SandboxAgreement: {
            /** @description Agreement identifier; in corporate context it is the value for PSU-Corporate-ID. */
            id: string;
            /** @description customerNumber of the owner. */
            owner: string;
            ownerType: components["schemas"]["SandboxCustomerType"];
            name: string;
            engagements: components["schemas"]["SandboxEngagement"][];
            _links?: components["schemas"]["Links"];
        };
        /** @description Summary of the starting state after a reset. */
        SandboxInitializeResponse: {
            /** @description The customers of the starting state. */
            customers: {
                customerNumber: string;
                customerType: components["schemas"]["SandboxCustomerType"];
                customerName: string;
            }[];
            /** @description Number of accounts created. */
            accounts: number;
            /** @description Number of card accounts created. */
            cardAccounts: number;
            /** @description Number of transactions created. */
            transactions: number;
        };
        /** @description Body of POST /v1/sandbox/fill (our own; every field optional). */
        SandboxFillRequest: {
            /** @description Mock account ids to fill; default every sandbox account. */
            accountIds?: string[];
            /**
             * @description How many months back to generate.
             * @default 3
             */
            months: number;
            /**
             * @description Transactions per account and month.
             * @default 10
             */
            transactionsPerMonth: number;
            /**
             * Format: int32
             * @description Seed for repeatable data.
             */
            seed?: number;
        };
        /** @description What the fill created, per account. */
        SandboxFillResponse: {
            accounts: {
                accountId: string;
                transactionsCreated: number;
            }[];
        };
        /** @description Result of a simulated batch run. */
        SandboxBatchRun: {
            /** @description Identifier of the run. */
            runId: string;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string;
            /** @description Each payment the run processed (every ACTC payment except periodic ones), exactly once. */
            processed: {
                paymentId: string;
                /** @enum {string} */
                paymentService: "payments" | "bulk-payments";
                paymentProduct: components["schemas"]["PaymentProduct"];
                fromStatus: components["schemas"]["TransactionStatus"];
                toStatus: components["schemas"]["TransactionStatus"];
                /**
                 * @description Whether the debtor account held the funds. Absent for a payment the run only parked in the
                 *     due-date register (PDNG): its funds are checked on its execution date, not before.
                 */
                fundsAvailable?: boolean;
            }[];
        };
        /** @description A headless SCA decision for automated tests. */
        SandboxScaDecision: {
            /**
             * @description The sandbox customer who authenticates (customerNumber or mocked national identity number).
             * @example 13039319955
             */
            customerNumber: string;
            /**
             * @description approve, reject or abort, as on the SCA pages.
             * @enum {string}
             */
            decision: "approve" | "reject" | "abort";
            /**
             * @description PRIVATE or CORPORATE; default PRIVATE.
             * @enum {string}
             */
            context?: "PRIVATE" | "CORPORATE";
            /** @description Agreement to act under in CORPORATE context. */
            agreementId?: string;
        };
        /** @description Outcome of a headless SCA decision. */
        SandboxScaDecisionResponse: {
            authorisationId: string;
            scaStatus: components["schemas"]["ScaStatus"];
            /**
             * Format: uri
             * @description The TPP-Redirect-URI with the success or failure parameters the PSU's browser would land on.
             */
            redirectUrl: string;
        };
        /** @description One step of the signature check. */
        SignatureExplainStep: {
            /** @description Check performed, for example certificate-parse, key-id, digest, date, signing-string, signature. */
            name: string;
            ok: boolean;
            /** @description What was found. */
            detail?: string;
        };
        /** @description Report of the signature verifier on this very request. */
        SignatureExplanation: {
            /** @description Whether the request would pass the signature check. */
            valid: boolean;
            /** @description The code a real operation would answer with; absent when valid. */
            code?: components["schemas"]["MessageCode"];
            /** @description Every check in order, also those after the first failure where possible. */
            steps: components["schemas"]["SignatureExplainStep"][];
            /** @description The keyId of the Signature header, parsed. */
            keyId?: {
                raw?: string;
                serialHex?: string;
                issuer?: string;
            };
            /** @description The certificate of TPP-Signature-Certificate, decoded. */
            certificate?: {
                /** @description Serial in upper-case hexadecimal without leading zeros. */
                serialHex?: string;
                /** @description Serial in decimal. */
                serialDecimal?: string;
                /** @description Issuer distinguished name per RFC 2253. */
                issuer?: string;
                subject?: string;
                organisationIdentifier?: string;
                roles?: ("PSP_AS" | "PSP_PI" | "PSP_AI" | "PSP_IC")[];
                /** Format: date-time */
                notBefore?: string;
                /** Format: date-time */
                notAfter?: string;
            };
            algorithm?: string;
            signedHeaders?: string[];
            /** @description Headers present in the request that must be signed but are not. */
            missingSignedHeaders?: string[];
            /** @description The signing string the bank rebuilt. */
            signingString?: string;
            /** @description The Digest header against the body's hashes. */
            digest?: {
                received?: string;
                computedSha256?: string;
                computedSha512?: string;
                matches?: boolean;
            };
            /** @description Date header minus the bank's clock, in seconds (at most 60 allowed). */
            clockSkewSeconds?: number;
        };
        /** @description Contact e-mail of a TPP. */
        TppContactInformation: {
            /**
             * Format: email
             * @description Non-personal contact address of the TPP for technical and operational notices (one per TPP).
             * @example tpp.contact.email@tpp.example.com
             */
            email: string;
        };
        /**
         * @description Status of an account.
         * @enum {string}
         */
        AccountStatus: "enabled" | "deleted" | "blocked";
        /** @description An account the PSU has consented to. */
        AccountDetails: {
            /** @description Identifier of the account for the account-information paths. */
            resourceId?: string;
            iban?: components["schemas"]["Iban"];
            bban?: components["schemas"]["Bban"];
            currency: components["schemas"]["ISOCurrencyCode"];
            /** @description Name of the account. */
            name?: string;
            /** @description Product name given by the bank. */
            product?: string;
            /**
             * @description Cash account type. ISO 20022 ExternalCashAccountType1Code (CACC, TAXE, ...) under x-accept-fix
             *     cash-account-type-iso (the default since 2024-11-13); before that the bank's own value (such as
             *     Current).
             */
            cashAccountType?: string;
            status?: components["schemas"]["AccountStatus"];
            bic?: components["schemas"]["Bicfi"];
            /** @enum {string} */
            usage?: "PRIV" | "ORGA";
            /** @description Present when withBalance=true. */
            balances?: components["schemas"]["Balance"][];
            /** @description self, balances and transactions. */
            _links?: components["schemas"]["Links"];
        };
        /** @description The consented accounts of the PSU in the current context. */
        AccountList: {
            accounts: components["schemas"]["AccountDetails"][];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description One account. */
        AccountDetailsResponse: {
            account: components["schemas"]["AccountDetails"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description Balances of an account. */
        BalancesResponse: {
            account?: components["schemas"]["AccountIdentification"];
            balances: components["schemas"]["Balance"][];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /**
         * @description An account transaction. Additional proprietary references appear, when available, as further string
         *     properties named additionalInformationProprietary followed by a number (additionalInformationProprietary1,
         *     ...); the schema leaves additional properties open for them. When the lighter transaction list
         *     becomes default, some information moves to the transaction details operation.
         */
        Transaction: {
            /** @description Identifier of the transaction; stable for booked transactions (release 1.18.0). Pending ones may change between reads. */
            transactionId?: string;
            entryReference?: string;
            endToEndId?: string;
            mandateId?: string;
            creditorId?: string;
            /** Format: date */
            bookingDate?: string;
            /**
             * Format: date
             * @description Absent on pending transactions.
             */
            valueDate?: string;
            transactionAmount: components["schemas"]["SignedAmount"];
            creditorName?: string;
            creditorAccount?: components["schemas"]["AccountIdentification"];
            ultimateCreditor?: string;
            debtorName?: string;
            debtorAccount?: components["schemas"]["AccountIdentification"];
            ultimateDebtor?: string;
            remittanceInformationUnstructured?: string;
            remittanceInformationUnstructuredArray?: string[];
            remittanceInformationStructured?: components["schemas"]["RemittanceInformationStructured"];
            purposeCode?: string;
            bankTransactionCode?: string;
            /** @example R_710 */
            proprietaryBankTransactionCode?: string;
            additionalInformation?: string;
            /** @description transactionDetails for a booked transaction. */
            _links?: components["schemas"]["Links"];
        };
        /** @description Paging links: first, previous, next, last, and account. */
        TransactionPageLinks: {
            account?: components["schemas"]["Link"];
            first?: components["schemas"]["Link"];
            previous?: components["schemas"]["Link"];
            next?: components["schemas"]["Link"];
            last?: components["schemas"]["Link"];
        } & {
            [key: string]: components["schemas"]["Link"];
        };
        /** @description Transactions grouped into booked and pending, with paging links. */
        AccountReport: {
            /** @description Fully processed transactions (stable transactionId). */
            booked?: components["schemas"]["Transaction"][];
            /**
             * @description Transactions not yet booked; they may change between reads. For real accounts bookingStatus both or
             *     pending returns every pending transaction, and date and limit filters do not reduce them.
             */
            pending?: components["schemas"]["Transaction"][];
            _links?: components["schemas"]["TransactionPageLinks"];
        };
        /** @description One page of an account's transactions. */
        TransactionsResponse: {
            account?: components["schemas"]["AccountIdentification"];
            transactions: components["schemas"]["AccountReport"];
            balances?: components["schemas"]["Balance"][];
            _links?: components["schemas"]["Links"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /**
         * @description Details of one transaction (interface 2.11.0). The property is named transactionsDetails as in the
         *     Berlin Group 1.3.11 response definition (whose body schema spells it transactionDetails; we follow the
         *     response).
         */
        TransactionDetailsResponse: {
            transactionsDetails: components["schemas"]["Transaction"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description A card account the PSU has consented to. */
        CardAccountDetails: {
            /** @description Identifier of the card account for the card-account paths. */
            resourceId?: string;
            maskedPan: string;
            currency: components["schemas"]["ISOCurrencyCode"];
            /** @description Name of the card account: up to 70 characters under x-accept-fix longer-names (the default since 2024-10-01), shortened before. */
            name?: string;
            product?: string;
            status?: components["schemas"]["AccountStatus"];
            /** @enum {string} */
            usage?: "PRIV" | "ORGA";
            creditLimit?: components["schemas"]["SignedAmount"];
            balances?: components["schemas"]["Balance"][];
            _links?: components["schemas"]["Links"];
        };
        /** @description The consented card accounts (possibly none). */
        CardAccountList: {
            cardAccounts: components["schemas"]["CardAccountDetails"][];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description One card account. */
        CardAccountDetailsResponse: {
            cardAccount: components["schemas"]["CardAccountDetails"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description Balances of a card account (interimBooked among them since interface 2.16.0). */
        CardBalancesResponse: {
            cardAccount?: components["schemas"]["AccountIdentification"];
            balances: components["schemas"]["Balance"][];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description A card transaction (amounts are Amount strings, unlike the sandbox listing). */
        CardTransaction: {
            cardTransactionId?: string;
            terminalId?: string;
            /** Format: date */
            transactionDate?: string;
            /**
             * Format: date
             * @description Absent on some pending transactions.
             */
            bookingDate?: string;
            /** Format: date */
            valueDate?: string;
            /** @description Amount in the card account's currency (the corrected mapping of x-accept-fix cardaccount-switch-originalamount-and-transactionamount, the default since 2024-11-13). */
            transactionAmount: components["schemas"]["SignedAmount"];
            /** @description Amount in the currency of the purchase. */
            originalAmount?: components["schemas"]["SignedAmount"];
            markupFee?: components["schemas"]["SignedAmount"];
            markupFeePercentage?: string;
            cardAcceptorId?: string;
            cardAcceptorAddress?: components["schemas"]["Address"];
            merchantCategoryCode?: string;
            maskedPan?: string;
            transactionDetails?: string;
            invoiced?: boolean;
            proprietaryBankTransactionCode?: string;
        };
        /** @description Card transactions grouped into booked and pending, with paging links. */
        CardAccountReport: {
            booked?: components["schemas"]["CardTransaction"][];
            pending?: components["schemas"]["CardTransaction"][];
            _links?: components["schemas"]["TransactionPageLinks"];
        };
        /** @description One page of a card account's transactions. */
        CardTransactionsResponse: {
            cardAccount?: components["schemas"]["AccountIdentification"];
            cardTransactions: components["schemas"]["CardAccountReport"];
            balances?: components["schemas"]["Balance"][];
            _links?: components["schemas"]["Links"];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /** @description A corporate agreement of the PSU (decision: the specification does not show this record; these are the fields a TPP needs to choose one). */
        Agreement: {
            /**
             * Format: uuid
             * @description Agreement identifier (a UUID); send it in PSU-Corporate-ID to act under this agreement.
             */
            id: string;
            /** @description Name of the agreement, usually the company's name. */
            name: string;
            /** @description Organisation number of the company that owns the agreement. */
            organisationNumber?: string;
        };
        /** @description The corporate agreements the PSU may act under. */
        AgreementList: {
            agreements: components["schemas"]["Agreement"][];
            tppMessages?: components["schemas"]["TppMessages"];
        };
        /**
         * @description Only an SCA redirect: the TPP sends the PSU's browser to _links.scaRedirect; the outcome comes back as
         *     query parameters on TPP-Redirect-URI (psu-id, psu-corporate-id, tpp-session-id, context). The SCA link
         *     carries the proposed context as a query parameter.
         */
        ScaRedirectResponse: {
            psuMessage?: components["schemas"]["PsuMessage"];
            tppMessages?: components["schemas"]["TppMessages"];
            _links: components["schemas"]["ScaRedirectLinks"];
        };
        /** @description A transaction of a sandbox account: the account-information transaction plus its booking status (amounts as strings). */
        SandboxAccountTransaction: components["schemas"]["Transaction"] & {
            /** @description Identifier of the transaction (the mockTransactionId). */
            transactionId: string;
            /** @enum {string} */
            bookingStatus: "booked" | "pending";
        };
        /** @description The TPP's registered contact e-mail. */
        TppContactInformationResponse: {
            /**
             * Format: email
             * @description The registered contact address.
             * @example tpp.contact.email@tpp.example.com
             */
            email: string;
            tppMessages?: components["schemas"]["TppMessages"];
        };
    };
    responses: {
        /**
         * @description Bad request: malformed or invalid body, header or query parameter, a missing or invalid signature, a
         *     KID error, a basket mixing in bulk or periodic payments, a missing PSU-Corporate-ID for a corporate PSU,
         *     or a character the downstream system cannot process.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "FORMAT_ERROR",
                 *           "text": "instructedAmount.amount has more fraction digits than NOK allows."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The TPP's PSD2 role or the PSU's identification is not accepted. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "ROLE_INVALID",
                 *           "text": "This operation needs the PSD2 role PSP_PI (payment initiation); the certificate has PSP_AI."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description No valid consent or SCA for this request (CONSENT_INVALID, CONSENT_EXPIRED, SCA_EXPIRED): the body then
         *     carries _links.scaRedirect (ErrorResponseWithScaRedirect); the TPP sends the PSU there and repeats the
         *     call after the redirect back. A 401 for the TPP's role (ROLE_INVALID) is a plain ErrorResponse, hence the
         *     anyOf.
         */
        UnauthorizedScaRedirect: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "CONSENT_INVALID",
                 *           "text": "No consent for this account; SCA is needed."
                 *         }
                 *       ],
                 *       "_links": {
                 *         "scaRedirect": {
                 *           "href": "https://sca.bank.example/sca/start?authorisation=3c1d9a60",
                 *           "verbs": [
                 *             "GET"
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponseWithScaRedirect"] | components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request is understood but not allowed for this TPP or PSU. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "CONSENT_UNKNOWN",
                 *           "text": "The PSU has revoked the consent."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The resource, product or authorisation named in the path does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "RESOURCE_UNKNOWN",
                 *           "text": "No payment with this id."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The method is not offered on this resource in its current state. */
        MethodNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "SERVICE_INVALID",
                 *           "text": "This resource cannot be changed."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The payment can no longer be cancelled; the text says why (for example it is in PDNG). */
        CancellationNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "CANCELLATION_INVALID",
                 *           "text": "The payment is pending execution (PDNG) and can no longer be cancelled here."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The Accept header asks for a format other than JSON. */
        NotAcceptable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "REQUESTED_FORMATS_INVALID",
                 *           "text": "Only application/json is offered."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The status of the resource does not allow this request. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "STATUS_INVALID",
                 *           "text": "The payment is already authorised."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is larger than the server accepts. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "PAYLOAD_TOO_LARGE",
                 *           "text": "The body exceeds 1 MiB."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The body is not uncompressed UTF-8 JSON: the Content-Type is not application/json (or a +json type),
         *     names a charset other than UTF-8, or a Content-Encoding other than identity is given. The message names
         *     the header.
         */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "FORMAT_ERROR",
                 *           "path": "Content-Type",
                 *           "text": "The body must be JSON (Content-Type: application/json), got text/plain."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description More than 4 calls per 24 hours on this account without PSU-IP-Address. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "ACCESS_EXCEEDED",
                 *           "text": "Access without the PSU present is limited to 4 calls per 24 hours."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unexpected failure of the service. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "SYSTEM_ERROR",
                 *           "text": "Please retry later."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The bank cannot serve requests for a while: its database is out of reach, or the server is shutting down.
         *     Nothing is left half-written; the same request may be sent again after the number of seconds in
         *     Retry-After, with a new X-Request-ID and signature.
         */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "tppMessages": [
                 *         {
                 *           "category": "ERROR",
                 *           "code": "SYSTEM_ERROR",
                 *           "text": "The bank cannot process requests right now; try again later (request id 3f1c2a9e-0d4b-4f6e-9a51-7c2d8e0b1a44)."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description Opts this request in to published future breaking changes before they become the default (root
         *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
         *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
         *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
         *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
         *     Optional here.
         * @example amount-as-string
         */
        XAcceptFix: string;
        /**
         * @description Opts this request in to published future breaking changes before they become the default (root
         *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
         *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
         *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
         *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
         *
         *     Required on this operation by the specification's header table; for signing baskets the documented value
         *     is amount-as-string.
         * @example amount-as-string
         */
        XAcceptFixRequired: string;
        /**
         * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
         * @example application/json
         */
        Accept: string;
        /**
         * @description Content negotiation; responses are UTF-8.
         * @example utf-8
         */
        AcceptCharset: string;
        /**
         * @description Content negotiation.
         * @example deflate, gzip;q=1.0, *;q=0.5
         */
        AcceptEncoding: string;
        /**
         * @description Content negotiation.
         * @example en-US,en;q=0.7,nb;q=0.3
         */
        AcceptLanguage: string;
        /**
         * @description Server name and optional port.
         * @example psd2.bank.example
         */
        Host: string;
        /**
         * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
         *     response and signed when present.
         * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
         */
        XRequestID: string;
        /**
         * @description Identifier of this call chosen by the TPP; optional here so that the report can say it is missing.
         * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
         */
        XRequestIDOptional: string;
        /**
         * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
         *     specification's header table, but the signature rules require a correct Date, signed in the Signature
         *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
         * @example Mon, 13 Jan 2025 10:00:00 GMT
         */
        Date: string;
        /**
         * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
         *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
         *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
         * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
         */
        TPPSessionID: string;
        /**
         * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
         *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
         *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
         * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
         */
        TPPSessionIDOptional: string;
        /**
         * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
         *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
         *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
         * @example https://tpp.example/callback?state=abc
         */
        TPPRedirectURI: string;
        /**
         * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
         * @example true
         */
        TPPRedirectPreferred: "true" | "false";
        /**
         * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
         *     SHA-256=<base64>. Required on requests with a body; it must be signed.
         * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
         */
        Digest: string;
        /**
         * @description Hash of the body per RFC 3230 and RFC 5843 (SHA-256=<base64> or SHA-512=<base64>). Optional here,
         *     because the specification's header table does not list it (signing basket creation) or the body is
         *     optional or ignored: a body without Digest is accepted on this operation, and is then not covered by the
         *     signature. A Digest that is sent must match the body's exact bytes and be signed (400 SIGNATURE_INVALID
         *     otherwise). Berlin Group and real TPP tools send it with every body; doing so is recommended.
         * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
         */
        DigestOptional: string;
        /**
         * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
         *     Part of validating the signature, so every problem with it answers 400 like a failing signature
         *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
         *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
         *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
         * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
         */
        TPPSignatureCertificate: string;
        /**
         * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
         *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
         *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
         *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
         *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
         *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
         *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
         *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
         * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
         */
        Signature: string;
        /**
         * @description The signing certificate; optional here so that the report can say it is missing.
         * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
         */
        TPPSignatureCertificateOptional: string;
        /**
         * @description The signature to explain; optional here so that the report can say it is missing.
         *
         *     HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
         *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
         *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
         *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
         *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
         *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
         *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
         *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
         * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
         */
        SignatureOptional: string;
        /**
         * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
         *     SCA (a UUID, stable per TPP and bank).
         *
         *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
         *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
         *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
         *     identification step, never to a silent match.
         * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
         */
        PSUID: string;
        /**
         * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
         *     SCA (a UUID, stable per TPP and bank).
         *
         *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
         *     identifies the PSU.
         * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
         */
        PSUIDOptional: string;
        /**
         * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
         *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
         *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
         * @example 13039319955
         */
        XPSUIdentity: string;
        /**
         * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
         *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
         *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
         *     need SCA.
         * @example ENGANGSKODEAPP_BIOMETRI
         */
        XPSUAuthMethodPreferred: string;
        /**
         * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
         *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
         *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
         *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
         *     CORPORATE_ID_INVALID. Signed when present.
         * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
         */
        PSUCorporateID: string;
        /**
         * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
         *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
         * @example PRIVATE
         */
        PSUContext: "PRIVATE" | "CORPORATE";
        /**
         * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
         *     without the PSU present.
         * @example 192.0.2.10
         */
        PSUIPAddress: string;
        /**
         * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
         *     without the PSU present.
         *
         *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
         *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
         *     the last 90 days.
         * @example 192.0.2.10
         */
        PSUIPAddressOptional: string;
        /**
         * @description Forwarded port of the PSU's connection.
         * @example 443
         */
        PSUIPPort: string;
        /** @description Forwarded User-Agent of the PSU's device. */
        PSUUserAgent: string;
        /** @description Forwarded Accept header of the PSU. */
        PSUAccept: string;
        /** @description Forwarded Accept-Charset header of the PSU. */
        PSUAcceptCharset: string;
        /** @description Forwarded Accept-Encoding header of the PSU. */
        PSUAcceptEncoding: string;
        /** @description Forwarded Accept-Language header of the PSU. */
        PSUAcceptLanguage: string;
        /** @description Forwarded HTTP method of the PSU's request to the TPP. */
        PSUHTTPMethod: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
        /** @description Forwarded identifier of the PSU's device (UUID). */
        PSUDeviceID: string;
        /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
        PSUGeoLocation: string;
        /** @description The payment product the payment was created with. */
        PaymentProduct: components["schemas"]["PaymentProduct"];
        /**
         * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
         * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
         */
        PaymentId: string;
        /**
         * @description Identifier of an authorisation (SCA) resource.
         * @example enc!!aGVsbG8td29ybGQ=
         */
        AuthorisationId: string;
        /**
         * @description Signing basket identifier.
         * @example enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
         */
        BasketId: string;
        /**
         * @description resourceId of an account from GET /v1/accounts (or of a card account from GET /v1/card-accounts).
         * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
         */
        AccountId: string;
        /**
         * @description transactionId of a booked transaction (stable since release 1.18.0).
         * @example enc!!dHJhbnNhY3Rpb24tMQ==
         */
        TransactionId: string;
        /** @description Identifier of a sandbox account created with POST /v1/sandbox/accounts (or by initialize). */
        MockAccountId: string;
        /** @description Identifier of a sandbox card account created with POST /v1/sandbox/card-accounts (or by initialize). */
        MockCardAccountId: string;
        /** @description Identifier of a sandbox account transaction. */
        MockTransactionId: string;
        /** @description Identifier of a sandbox agreement. */
        MockAgreementId: string;
        /** @description customerId of a sandbox customer. */
        CustomerId: string;
        /**
         * @description The TPP's official identifier as written in its certificate's organisation identifier, for example
         *     NO-FSA-987654321. A TPP can reach only its own entry (403 otherwise).
         * @example NO-FSA-987654321
         */
        TppId: string;
        /**
         * @description true adds the balances to each account in the answer.
         * @example true
         */
        WithBalance: boolean;
        /**
         * @description First booking date wanted. Without it the service starts 90 days back.
         * @example 2025-01-01
         */
        DateFrom: string;
        /**
         * @description Last booking date wanted; default today.
         * @example 2025-01-31
         */
        DateTo: string;
        /**
         * @description Number of transactions skipped before the page starts.
         * @example 0
         */
        Offset: number;
        /**
         * @description Number of transactions per page, at least 1. Without it a page holds 200 transactions; 100 to 200 is
         *     recommended.
         * @example 200
         */
        Limit: number;
        /**
         * @description true allows a payment that duplicates an earlier one logically (same debtor, creditor, amount and date);
         *     without it such a payment is rejected as a probable double submission. Applies to bulk and instant
         *     payments.
         * @example true
         */
        AllowLogicalDuplicate: boolean;
        /**
         * @description Start date of the wanted transactions.
         * @example 2019-03-01
         */
        SandboxFromDate: string;
        /**
         * @description End date of the wanted transactions.
         * @example 2019-04-01
         */
        SandboxToDate: string;
        /**
         * @description Number of transactions skipped before counting the limit.
         * @example 0
         */
        SandboxOffset: number;
        /**
         * @description Number of transactions returned; at least 1.
         * @example 10
         */
        SandboxLimit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listAccounts: {
        parameters: {
            query?: {
                /**
                 * @description true adds the balances to each account in the answer.
                 * @example true
                 */
                withBalance?: components["parameters"]["WithBalance"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccount: {
        parameters: {
            query?: {
                /**
                 * @description true adds the balances to each account in the answer.
                 * @example true
                 */
                withBalance?: components["parameters"]["WithBalance"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description resourceId of an account from GET /v1/accounts (or of a card account from GET /v1/card-accounts).
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                "account-id": components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountBalances: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description resourceId of an account from GET /v1/accounts (or of a card account from GET /v1/card-accounts).
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                "account-id": components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalancesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAccountTransactions: {
        parameters: {
            query?: {
                /**
                 * @description booked, pending, both, or all (release 1.11.7: every kind the bank holds, at present booked and
                 *     pending). Decision: optional with default both, since the specification describes a default page
                 *     for a request without parameters (Berlin Group makes it required).
                 * @example both
                 */
                bookingStatus?: "booked" | "pending" | "both" | "all";
                /**
                 * @description First booking date wanted. Without it the service starts 90 days back.
                 * @example 2025-01-01
                 */
                dateFrom?: components["parameters"]["DateFrom"];
                /**
                 * @description Last booking date wanted; default today.
                 * @example 2025-01-31
                 */
                dateTo?: components["parameters"]["DateTo"];
                /**
                 * @description Number of transactions skipped before the page starts.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Number of transactions per page, at least 1. Without it a page holds 200 transactions; 100 to 200 is
                 *     recommended.
                 * @example 200
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description true adds the balances to each account in the answer.
                 * @example true
                 */
                withBalance?: components["parameters"]["WithBalance"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description resourceId of an account from GET /v1/accounts (or of a card account from GET /v1/card-accounts).
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                "account-id": components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountTransaction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description resourceId of an account from GET /v1/accounts (or of a card account from GET /v1/card-accounts).
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                "account-id": components["parameters"]["AccountId"];
                /**
                 * @description transactionId of a booked transaction (stable since release 1.18.0).
                 * @example enc!!dHJhbnNhY3Rpb24tMQ==
                 */
                transactionId: components["parameters"]["TransactionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionDetailsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAgreements: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreementList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBankOfferedConsent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SCA redirect. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaRedirectResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateBulkCrossBorderCreditTransfer: {
        parameters: {
            query?: {
                /**
                 * @description true allows a payment that duplicates an earlier one logically (same debtor, creditor, amount and date);
                 *     without it such a payment is rejected as a probable double submission. Applies to bulk and instant
                 *     payments.
                 * @example true
                 */
                allowLogicalDuplicate?: components["parameters"]["AllowLogicalDuplicate"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCrossBorderCreditTransfer"];
            };
        };
        responses: {
            /** @description The bulk payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateBulkInstantNorwegianDomesticCreditTransferStraks: {
        parameters: {
            query?: {
                /**
                 * @description true allows a payment that duplicates an earlier one logically (same debtor, creditor, amount and date);
                 *     without it such a payment is rejected as a probable double submission. Applies to bulk and instant
                 *     payments.
                 * @example true
                 */
                allowLogicalDuplicate?: components["parameters"]["AllowLogicalDuplicate"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkInstantNorwegianDomesticCreditTransferStraks"];
            };
        };
        responses: {
            /** @description The bulk payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateBulkNorwegianDomesticCreditTransfer: {
        parameters: {
            query?: {
                /**
                 * @description true allows a payment that duplicates an earlier one logically (same debtor, creditor, amount and date);
                 *     without it such a payment is rejected as a probable double submission. Applies to bulk and instant
                 *     payments.
                 * @example true
                 */
                allowLogicalDuplicate?: components["parameters"]["AllowLogicalDuplicate"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkNorwegianDomesticCreditTransfer"];
            };
        };
        responses: {
            /** @description The bulk payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateBulkSepaCreditTransfer: {
        parameters: {
            query?: {
                /**
                 * @description true allows a payment that duplicates an earlier one logically (same debtor, creditor, amount and date);
                 *     without it such a payment is rejected as a probable double submission. Applies to bulk and instant
                 *     payments.
                 * @example true
                 */
                allowLogicalDuplicate?: components["parameters"]["AllowLogicalDuplicate"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkSepaCreditTransfer"];
            };
        };
        responses: {
            /** @description The bulk payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBulkPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bulk payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkPaymentDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelBulkPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancellation needs SCA: send the PSU to _links.scaRedirect. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentCancellationResponse"];
                };
            };
            /** @description Cancelled directly. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["CancellationNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBulkPaymentAuthorisations: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorisation ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorisationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startBulkPaymentAuthorisation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authorisation started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartAuthorisationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBulkPaymentAuthorisationStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
                /**
                 * @description Identifier of an authorisation (SCA) resource.
                 * @example enc!!aGVsbG8td29ybGQ=
                 */
                authorisationId: components["parameters"]["AuthorisationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SCA status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBulkPaymentStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCardAccounts: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardAccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCardAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description resourceId of an account from GET /v1/accounts (or of a card account from GET /v1/card-accounts).
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                "account-id": components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardAccountDetailsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCardAccountBalances: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description resourceId of an account from GET /v1/accounts (or of a card account from GET /v1/card-accounts).
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                "account-id": components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardBalancesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCardAccountTransactions: {
        parameters: {
            query?: {
                /**
                 * @description booked, pending or both; default both (decision, as for account transactions).
                 * @example both
                 */
                bookingStatus?: "booked" | "pending" | "both";
                /**
                 * @description First booking date wanted. Without it the service starts 90 days back.
                 * @example 2025-01-01
                 */
                dateFrom?: components["parameters"]["DateFrom"];
                /**
                 * @description Last booking date wanted; default today.
                 * @example 2025-01-31
                 */
                dateTo?: components["parameters"]["DateTo"];
                /**
                 * @description Number of transactions skipped before the page starts.
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Number of transactions per page, at least 1. Without it a page holds 200 transactions; 100 to 200 is
                 *     recommended.
                 * @example 200
                 */
                limit?: components["parameters"]["Limit"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description resourceId of an account from GET /v1/accounts (or of a card account from GET /v1/card-accounts).
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                "account-id": components["parameters"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of card transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardTransactionsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedScaRedirect"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuthorisationStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description Identifier of an authorisation (SCA) resource.
                 * @example enc!!aGVsbG8td29ybGQ=
                 */
                authorisationId: components["parameters"]["AuthorisationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SCA status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConsent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843 (SHA-256=<base64> or SHA-512=<base64>). Optional here,
                 *     because the specification's header table does not list it (signing basket creation) or the body is
                 *     optional or ignored: a body without Digest is accepted on this operation, and is then not covered by the
                 *     signature. A Digest that is sent must match the body's exact bytes and be signed (400 SIGNATURE_INVALID
                 *     otherwise). Berlin Group and real TPP tools send it with every body; doing so is recommended.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest?: components["parameters"]["DigestOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Ignored (a Berlin Group consent body may be sent; it has no effect). */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description The SCA redirect. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaRedirectResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateCrossBorderCreditTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrossBorderCreditTransfer"];
            };
        };
        responses: {
            /** @description The payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStraksFeeInformation: {
        parameters: {
            query: {
                /**
                 * @description Amount of the payment.
                 * @example 100.33
                 */
                amount: components["schemas"]["AmountValue"];
                /**
                 * @description Currency of the amount (NOK for Straks).
                 * @example NOK
                 */
                currency: components["schemas"]["ISOCurrencyCode"];
                /**
                 * @description The debtor account, a BBAN or an IBAN (told apart by their form).
                 * @example 95360573002
                 */
                debtorAccount: string;
                /**
                 * @description The creditor account, a BBAN or an IBAN.
                 * @example 95360573002
                 */
                creditorAccount: string;
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeInformationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateInstantNorwegianDomesticCreditTransferStraks: {
        parameters: {
            query?: {
                /**
                 * @description true allows a payment that duplicates an earlier one logically (same debtor, creditor, amount and date);
                 *     without it such a payment is rejected as a probable double submission. Applies to bulk and instant
                 *     payments.
                 * @example true
                 */
                allowLogicalDuplicate?: components["parameters"]["AllowLogicalDuplicate"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstantNorwegianDomesticCreditTransferStraks"];
            };
        };
        responses: {
            /** @description The payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestStraksFeeInformation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeInformationRequest"];
            };
        };
        responses: {
            /** @description The fee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeInformationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateNorwegianDomesticCreditTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NorwegianDomesticCreditTransfer"];
            };
        };
        responses: {
            /** @description The payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiateSepaCreditTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SepaCreditTransfer"];
            };
        };
        responses: {
            /** @description The payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancellation needs SCA: send the PSU to _links.scaRedirect. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentCancellationResponse"];
                };
            };
            /** @description Cancelled directly. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["CancellationNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPaymentAuthorisations: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorisation ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorisationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startPaymentAuthorisation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authorisation started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartAuthorisationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentAuthorisationStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
                /**
                 * @description Identifier of an authorisation (SCA) resource.
                 * @example enc!!aGVsbG8td29ybGQ=
                 */
                authorisationId: components["parameters"]["AuthorisationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SCA status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiatePeriodicCrossBorderCreditTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeriodicCrossBorderCreditTransfer"];
            };
        };
        responses: {
            /** @description The periodic payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiatePeriodicInstantNorwegianDomesticCreditTransferStraks: {
        parameters: {
            query?: {
                /**
                 * @description true allows a payment that duplicates an earlier one logically (same debtor, creditor, amount and date);
                 *     without it such a payment is rejected as a probable double submission. Applies to bulk and instant
                 *     payments.
                 * @example true
                 */
                allowLogicalDuplicate?: components["parameters"]["AllowLogicalDuplicate"];
            };
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeriodicInstantNorwegianDomesticCreditTransferStraks"];
            };
        };
        responses: {
            /** @description The periodic payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiatePeriodicNorwegianDomesticCreditTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *
                 *     Required on this operation by the specification's header table; for signing baskets the documented value
                 *     is amount-as-string.
                 * @example amount-as-string
                 */
                "x-accept-fix": components["parameters"]["XAcceptFixRequired"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeriodicNorwegianDomesticCreditTransfer"];
            };
        };
        responses: {
            /** @description Periodic payment created (CREATED). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initiatePeriodicSepaCreditTransfer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeriodicSepaCreditTransfer"];
            };
        };
        responses: {
            /** @description The periodic payment was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentInitiationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPeriodicPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The periodic payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeriodicPaymentDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelPeriodicPayment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancellation needs SCA: send the PSU to _links.scaRedirect. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentCancellationResponse"];
                };
            };
            /** @description Cancelled directly. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["CancellationNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPeriodicPaymentAuthorisations: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorisation ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorisationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startPeriodicPaymentAuthorisation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authorisation started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartAuthorisationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPeriodicPaymentAuthorisationStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
                /**
                 * @description Identifier of an authorisation (SCA) resource.
                 * @example enc!!aGVsbG8td29ybGQ=
                 */
                authorisationId: components["parameters"]["AuthorisationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SCA status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPeriodicPaymentStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /** @description The payment product the payment was created with. */
                "payment-product": components["parameters"]["PaymentProduct"];
                /**
                 * @description Payment identifier from the creation response. It stays valid after changes in other channels, cancellation included.
                 * @example enc!!Z78gcpH6xE0VxGzTRYfxwjcmvBV18MklHi3kbijBREU=
                 */
                paymentId: components["parameters"]["PaymentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSigningBasket: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *
                 *     Required on this operation by the specification's header table; for signing baskets the documented value
                 *     is amount-as-string.
                 * @example amount-as-string
                 */
                "x-accept-fix": components["parameters"]["XAcceptFixRequired"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843 (SHA-256=<base64> or SHA-512=<base64>). Optional here,
                 *     because the specification's header table does not list it (signing basket creation) or the body is
                 *     optional or ignored: a body without Digest is accepted on this operation, and is then not covered by the
                 *     signature. A Digest that is sent must match the body's exact bytes and be signed (400 SIGNATURE_INVALID
                 *     otherwise). Berlin Group and real TPP tools send it with every body; doing so is recommended.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest?: components["parameters"]["DigestOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SigningBasketRequest"];
            };
        };
        responses: {
            /** @description Basket created (CREATED). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningBasketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSigningBasket: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description Signing basket identifier.
                 * @example enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
                 */
                basketId: components["parameters"]["BasketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The basket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningBasketDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSigningBasket: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description Signing basket identifier.
                 * @example enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
                 */
                basketId: components["parameters"]["BasketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSigningBasketAuthorisations: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description Signing basket identifier.
                 * @example enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
                 */
                basketId: components["parameters"]["BasketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorisation ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorisationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startSigningBasketAuthorisation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *
                 *     Required on this operation by the specification's header table; for signing baskets the documented value
                 *     is amount-as-string.
                 * @example amount-as-string
                 */
                "x-accept-fix": components["parameters"]["XAcceptFixRequired"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Required, but X-PSU-IDENTITY satisfies the requirement instead (x-alternative): before a PSU's first SCA
                 *     the TPP has no psu-id, and the SCA then identifies the PSU. A request with neither is answered 400
                 *     HTTP_HEADER_REQUIRED naming PSU-ID. A PSU-ID the bank does not know for this TPP leads to the same
                 *     identification step, never to a silent match.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID": components["parameters"]["PSUID"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description Signing basket identifier.
                 * @example enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
                 */
                basketId: components["parameters"]["BasketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Authorisation started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartAuthorisationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSigningBasketAuthorisationStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description Signing basket identifier.
                 * @example enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
                 */
                basketId: components["parameters"]["BasketId"];
                /**
                 * @description Identifier of an authorisation (SCA) resource.
                 * @example enc!!aGVsbG8td29ybGQ=
                 */
                authorisationId: components["parameters"]["AuthorisationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SCA status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSigningBasketStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID"?: components["parameters"]["TPPSessionIDOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 *
                 *     Without it, balances and transactions are limited to 4 calls per 24 hours per account (429
                 *     ACCESS_EXCEEDED), transactions to 90 days back, and accounts to those the PSU reached online with SCA in
                 *     the last 90 days.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address"?: components["parameters"]["PSUIPAddressOptional"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path: {
                /**
                 * @description Signing basket identifier.
                 * @example enc!!H6fD9HS7Y7peXJh1HqC34RFgGfF992bjRx5n==
                 */
                basketId: components["parameters"]["BasketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningBasketStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTppContactInformation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /**
                 * @description The TPP's official identifier as written in its certificate's organisation identifier, for example
                 *     NO-FSA-987654321. A TPP can reach only its own entry (403 otherwise).
                 * @example NO-FSA-987654321
                 */
                tppId: components["parameters"]["TppId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TppContactInformationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putTppContactInformation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /**
                 * @description The TPP's official identifier as written in its certificate's organisation identifier, for example
                 *     NO-FSA-987654321. A TPP can reach only its own entry (403 otherwise).
                 * @example NO-FSA-987654321
                 */
                tppId: components["parameters"]["TppId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TppContactInformation"];
            };
        };
        responses: {
            /** @description Stored; the stored address is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TppContactInformationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SCA redirect. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaRedirectResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersAlias: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Opts this request in to published future breaking changes before they become the default (root
                 *     x-accept-fix-catalogue). Several values are separated by commas; whitespace around each value is
                 *     ignored. A value past its madeDefault date applies to every request anyway. An unknown value is reported
                 *     with a tppMessage of category and code WARNING (the only 2xx code Berlin Group defines), path
                 *     x-accept-fix and a text naming the value, and a `Warning: 299` header; never ignored silently.
                 *     Optional here.
                 * @example amount-as-string
                 */
                "x-accept-fix"?: components["parameters"]["XAcceptFix"];
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's session identifier. SCA done under one TPP-Session-ID stays valid for 1 hour across the TPP's
                 *     roles (except for services that need dynamic linking, such as each payment). A new TPP-Session-ID before
                 *     the old one expires needs a new SCA; completing it ends the old session, aborting it keeps the old one.
                 * @example b0d1c2a4-7e0f-4c1d-9d1e-2f3a4b5c6d7e
                 */
                "TPP-Session-ID": components["parameters"]["TPPSessionID"];
                /**
                 * @description Address of the TPP to which the PSU's browser is sent after SCA, with psu-id, psu-corporate-id,
                 *     tpp-session-id and context on success, or system, status, code and message on failure. Sent on every
                 *     request that may need SCA, since the TPP cannot know beforehand; signed when present.
                 * @example https://tpp.example/callback?state=abc
                 */
                "TPP-Redirect-URI": components["parameters"]["TPPRedirectURI"];
                /**
                 * @description false asks the bank to use biometric authentication in its mobile app where available; default true.
                 * @example true
                 */
                "TPP-Redirect-Preferred"?: components["parameters"]["TPPRedirectPreferred"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
                /**
                 * @description The PSU's identifier for this TPP: the psu-id the TPP received on the redirect after the PSU's first
                 *     SCA (a UUID, stable per TPP and bank).
                 *
                 *     Optional here: without it (or with an unknown one) the operation answers with an SCA redirect that
                 *     identifies the PSU.
                 * @example 3d9a4b0e-5c2f-4e7b-8a1d-6f0e9c8b7a65
                 */
                "PSU-ID"?: components["parameters"]["PSUIDOptional"];
                /**
                 * @description SCA streamlining: the PSU's national identity number (11 digits), so the bank preselects the PSU at
                 *     SCA. Alternative to PSU-ID on operations where PSU-ID is required. Accepted on every request that may
                 *     need SCA (also where the specification's header table leaves it out, as for signing baskets).
                 * @example 13039319955
                 */
                "X-PSU-IDENTITY"?: components["parameters"]["XPSUIdentity"];
                /**
                 * @description SCA streamlining: go straight to this authentication method. Values: ENGANGSKODEAPP_BIOMETRI,
                 *     <ID_PROVIDER>_MOBILE, <BANK>ID and HA2, where the two middle ones carry a brand name in the real
                 *     identifiers (the sandbox accepts ID_PROVIDER_MOBILE and BANKID). Accepted on every request that may
                 *     need SCA.
                 * @example ENGANGSKODEAPP_BIOMETRI
                 */
                "X-PSU-AuthMethod-Preferred"?: components["parameters"]["XPSUAuthMethodPreferred"];
                /**
                 * @description Corporate agreement identifier: the psu-corporate-id of the redirect after SCA in corporate context,
                 *     or the id of one of the agreements from GET /v1/agreements. A known PSU acting as a corporate user
                 *     without it (PSU-ID of a corporate customer, or PSU-Context CORPORATE) is answered 400
                 *     HTTP_HEADER_REQUIRED naming this header; an id never issued to the TPP is answered 401
                 *     CORPORATE_ID_INVALID. Signed when present.
                 * @example 8f14e45f-ceea-4670-9f2b-1c0e8a3b2d11
                 */
                "PSU-Corporate-ID"?: components["parameters"]["PSUCorporateID"];
                /**
                 * @description PRIVATE or CORPORATE. Required for single-SCA payment initiation (a PISP-only journey where one SCA
                 *     both identifies the PSU and authorises the payment); otherwise the context is chosen during SCA.
                 * @example PRIVATE
                 */
                "PSU-Context"?: components["parameters"]["PSUContext"];
                /**
                 * @description Forwarded IP address of the PSU. Present when the PSU asks in real time; omitted when the TPP acts
                 *     without the PSU present.
                 * @example 192.0.2.10
                 */
                "PSU-IP-Address": components["parameters"]["PSUIPAddress"];
                /**
                 * @description Forwarded port of the PSU's connection.
                 * @example 443
                 */
                "PSU-IP-Port"?: components["parameters"]["PSUIPPort"];
                /** @description Forwarded User-Agent of the PSU's device. */
                "PSU-User-Agent"?: components["parameters"]["PSUUserAgent"];
                /** @description Forwarded Accept header of the PSU. */
                "PSU-Accept"?: components["parameters"]["PSUAccept"];
                /** @description Forwarded Accept-Charset header of the PSU. */
                "PSU-Accept-Charset"?: components["parameters"]["PSUAcceptCharset"];
                /** @description Forwarded Accept-Encoding header of the PSU. */
                "PSU-Accept-Encoding"?: components["parameters"]["PSUAcceptEncoding"];
                /** @description Forwarded Accept-Language header of the PSU. */
                "PSU-Accept-Language"?: components["parameters"]["PSUAcceptLanguage"];
                /** @description Forwarded HTTP method of the PSU's request to the TPP. */
                "PSU-HTTP-Method"?: components["parameters"]["PSUHTTPMethod"];
                /** @description Forwarded identifier of the PSU's device (UUID). */
                "PSU-Device-ID"?: components["parameters"]["PSUDeviceID"];
                /** @description Forwarded geographic location of the PSU, for example GEO:59.91;10.75. */
                "PSU-Geo-Location"?: components["parameters"]["PSUGeoLocation"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SCA redirect. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaRedirectResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandboxAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxAccountCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSandboxAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox account created with POST /v1/sandbox/accounts (or by initialize). */
                mockAccountId: components["parameters"]["MockAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSandboxAccountBalances: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox account created with POST /v1/sandbox/accounts (or by initialize). */
                mockAccountId: components["parameters"]["MockAccountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxBalancesUpdate"];
            };
        };
        responses: {
            /** @description The account with its new balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSandboxAccountTransactions: {
        parameters: {
            query?: {
                /**
                 * @description Start date of the wanted transactions.
                 * @example 2019-03-01
                 */
                fromDate?: components["parameters"]["SandboxFromDate"];
                /**
                 * @description End date of the wanted transactions.
                 * @example 2019-04-01
                 */
                toDate?: components["parameters"]["SandboxToDate"];
                /**
                 * @description Number of transactions skipped before counting the limit.
                 * @example 0
                 */
                offset?: components["parameters"]["SandboxOffset"];
                /**
                 * @description Number of transactions returned; at least 1.
                 * @example 10
                 */
                limit?: components["parameters"]["SandboxLimit"];
            };
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox account created with POST /v1/sandbox/accounts (or by initialize). */
                mockAccountId: components["parameters"]["MockAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transactions (an array). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAccountTransaction"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandboxAccountTransactions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox account created with POST /v1/sandbox/accounts (or by initialize). */
                mockAccountId: components["parameters"]["MockAccountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountTransactionsRequest"];
            };
        };
        responses: {
            /** @description The created transactions. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAccountTransaction"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSandboxAccountTransaction: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox account created with POST /v1/sandbox/accounts (or by initialize). */
                mockAccountId: components["parameters"]["MockAccountId"];
                /** @description Identifier of a sandbox account transaction. */
                mockTransactionId: components["parameters"]["MockTransactionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAccountTransaction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSandboxAgreements: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreements (an array). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAgreement"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandboxAgreement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxAgreementCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAgreement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addSandboxAgreementEngagement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox agreement. */
                mockAgreementId: components["parameters"]["MockAgreementId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxEngagementInput"];
            };
        };
        responses: {
            /** @description The agreement with the new engagement. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAgreement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    decideSandboxAuthorisation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /**
                 * @description Identifier of an authorisation (SCA) resource.
                 * @example enc!!aGVsbG8td29ybGQ=
                 */
                authorisationId: components["parameters"]["AuthorisationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxScaDecision"];
            };
        };
        responses: {
            /** @description The outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxScaDecisionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    runSandboxBatch: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run and what it processed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxBatchRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandboxCardAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCardAccountCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSandboxCardAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox card account created with POST /v1/sandbox/card-accounts (or by initialize). */
                mockCardAccountId: components["parameters"]["MockCardAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSandboxCardAccountBalances: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox card account created with POST /v1/sandbox/card-accounts (or by initialize). */
                mockCardAccountId: components["parameters"]["MockCardAccountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxBalancesUpdate"];
            };
        };
        responses: {
            /** @description The card account with its new balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSandboxCardAccountTransactions: {
        parameters: {
            query: {
                /**
                 * @description booked, pending or both.
                 * @example both
                 */
                bookingStatus: "booked" | "pending" | "both";
                /**
                 * @description Start date of the wanted transactions.
                 * @example 2019-03-01
                 */
                fromDate?: components["parameters"]["SandboxFromDate"];
                /**
                 * @description End date of the wanted transactions.
                 * @example 2019-04-01
                 */
                toDate?: components["parameters"]["SandboxToDate"];
                /**
                 * @description Number of transactions skipped before counting the limit.
                 * @example 0
                 */
                offset?: components["parameters"]["SandboxOffset"];
                /**
                 * @description Number of transactions returned; at least 1.
                 * @example 10
                 */
                limit?: components["parameters"]["SandboxLimit"];
            };
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox card account created with POST /v1/sandbox/card-accounts (or by initialize). */
                mockCardAccountId: components["parameters"]["MockCardAccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardAccountTransactions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandboxCardAccountTransactions: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description Identifier of a sandbox card account created with POST /v1/sandbox/card-accounts (or by initialize). */
                mockCardAccountId: components["parameters"]["MockCardAccountId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardTransactionsRequest"];
            };
        };
        responses: {
            /** @description The created transactions. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCardTransaction"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSandboxCustomers: {
        parameters: {
            query?: {
                /** @description true includes the mock accounts and card accounts owned by each customer; false gives a faster response. */
                withAccounts?: boolean;
                /** @description true includes all agreements of each customer; false gives a faster response. */
                withAgreements?: boolean;
            };
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customers (an array). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCustomer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandboxCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843, SHA-256 or SHA-512 in base64, for example
                 *     SHA-256=<base64>. Required on requests with a body; it must be signed.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest: components["parameters"]["Digest"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCustomerCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCustomer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSandboxCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description customerId of a sandbox customer. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCustomer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSandboxCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path: {
                /** @description customerId of a sandbox customer. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    fillSandbox: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843 (SHA-256=<base64> or SHA-512=<base64>). Optional here,
                 *     because the specification's header table does not list it (signing basket creation) or the body is
                 *     optional or ignored: a body without Digest is accepted on this operation, and is then not covered by the
                 *     signature. A Digest that is sent must match the body's exact bytes and be signed (400 SIGNATURE_INVALID
                 *     otherwise). Berlin Group and real TPP tools send it with every body; doing so is recommended.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest?: components["parameters"]["DigestOptional"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxFillRequest"];
            };
        };
        responses: {
            /** @description What was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxFillResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    initializeSandbox: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call, unique per call and chosen by the TPP (a UUID is recommended). Echoed in the
                 *     response and signed when present.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID": components["parameters"]["XRequestID"];
                /**
                 * @description The TPP's eIDAS signing certificate, DER in base64 (a PEM body without armour lines and newlines).
                 *     Part of validating the signature, so every problem with it answers 400 like a failing signature
                 *     (service specification, Authentication rule 6): missing, CERTIFICATE_MISSING; not parseable, not yet
                 *     valid, not trusted or unfit for signing, CERTIFICATE_INVALID; expired, CERTIFICATE_EXPIRED. A valid
                 *     signature from a certificate without the PSD2 role the operation needs (x-role) is 401 ROLE_INVALID.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate": components["parameters"]["TPPSignatureCertificate"];
                /**
                 * @description HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature: components["parameters"]["Signature"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox is in its starting state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxInitializeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["NotAcceptable"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    explainSandboxSignature: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Content negotiation; only application/json is offered (otherwise 406). Listed because the specification's header table lists it, although OpenAPI tools ignore an Accept header parameter.
                 * @example application/json
                 */
                Accept?: components["parameters"]["Accept"];
                /**
                 * @description Content negotiation; responses are UTF-8.
                 * @example utf-8
                 */
                "Accept-Charset"?: components["parameters"]["AcceptCharset"];
                /**
                 * @description Content negotiation.
                 * @example deflate, gzip;q=1.0, *;q=0.5
                 */
                "Accept-Encoding"?: components["parameters"]["AcceptEncoding"];
                /**
                 * @description Content negotiation.
                 * @example en-US,en;q=0.7,nb;q=0.3
                 */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /**
                 * @description Server name and optional port.
                 * @example psd2.bank.example
                 */
                Host?: components["parameters"]["Host"];
                /**
                 * @description RFC 7231 date of the request (IMF-fixdate, for example Tue, 15 Nov 1994 08:12:31 GMT). Not in the
                 *     specification's header table, but the signature rules require a correct Date, signed in the Signature
                 *     header; a deviation of more than 60 seconds from the bank's clock is rejected (400 TIMESTAMP_INVALID).
                 * @example Mon, 13 Jan 2025 10:00:00 GMT
                 */
                Date?: components["parameters"]["Date"];
                /**
                 * @description Identifier of this call chosen by the TPP; optional here so that the report can say it is missing.
                 * @example 4eba4445-1a4b-47b8-bdd5-4e56ef026b19
                 */
                "X-Request-ID"?: components["parameters"]["XRequestIDOptional"];
                /**
                 * @description Hash of the body per RFC 3230 and RFC 5843 (SHA-256=<base64> or SHA-512=<base64>). Optional here,
                 *     because the specification's header table does not list it (signing basket creation) or the body is
                 *     optional or ignored: a body without Digest is accepted on this operation, and is then not covered by the
                 *     signature. A Digest that is sent must match the body's exact bytes and be signed (400 SIGNATURE_INVALID
                 *     otherwise). Berlin Group and real TPP tools send it with every body; doing so is recommended.
                 * @example SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=
                 */
                Digest?: components["parameters"]["DigestOptional"];
                /**
                 * @description The signing certificate; optional here so that the report can say it is missing.
                 * @example MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQsFADBaMQswCQYDVQQGEwJOTzEW
                 */
                "TPP-Signature-Certificate"?: components["parameters"]["TPPSignatureCertificateOptional"];
                /**
                 * @description The signature to explain; optional here so that the report can say it is missing.
                 *
                 *     HTTP message signature of the request: keyId="SN=<serial>,CA=<issuer>",algorithm="rsa-sha256",
                 *     headers="<lower-case names>",signature="<base64>". The serial is the certificate's serial number in
                 *     upper-case hexadecimal, the issuer its RFC 2253 distinguished name. The signing string has one
                 *     "name: value" line per header listed in headers, joined by newlines; date, digest, x-request-id,
                 *     psu-id, psu-corporate-id and tpp-redirect-uri must be signed when present ((request-target) may be
                 *     added). When a value is not ASCII the whole header value is MIME-encoded per RFC 2047. Missing or
                 *     invalid signature: 400 (SIGNATURE_MISSING, SIGNATURE_INVALID; the header check reports a missing
                 *     Signature with SIGNATURE_MISSING rather than HTTP_HEADER_REQUIRED).
                 * @example keyId="SN=1A2B3C,CA=CN=Test CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="c2lnbmF0dXJl"
                 */
                Signature?: components["parameters"]["SignatureOptional"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": unknown;
                "*/*": string;
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignatureExplanation"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
