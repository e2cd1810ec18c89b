//! NATS auth callout: the server asks this service about each browser connection
//! (`$SYS.REQ.USER.AUTH`, a JWT signed by the server), and the service answers with a
//! user JWT signed by the callout issuer's account key. A browser connects with a
//! token, its connection's id (22 URL-safe letters, made in the browser), and is let
//! into the `PLAYERS` account with rights on its own subjects only:
//! - publish `takaro.api.<id>.*` (requests to the game service, [`crate::protocol`]);
//! - subscribe `_INBOX.<id>.>` (the replies; the page's client uses that inbox prefix).
//!
//! Nothing else: no key-value bucket, no JetStream API, no other connection's inbox.
//! New connections are limited per client address ([`crate::limits`]).

use crate::protocol::is_url_safe;
use data_encoding::{BASE32_NOPAD, BASE64URL_NOPAD};
use nkeys::KeyPair;
use serde::Deserialize;
use serde_json::{json, Value};

/// The account browsers are let into.
pub const PLAYERS_ACCOUNT: &str = "PLAYERS";
/// How long a browser's rights last before its client must connect again (it does so
/// by itself): a day.
pub const USER_LIFETIME_SECS: u64 = 24 * 3600;
/// Subscriptions a browser needs (its inbox needs one), and the largest message it needs
/// to send (a request with the longest record), as the user JWT asks. nats-server 2.15
/// applies only a callout user's permissions in this mode: the server's own
/// `max_subscriptions` and `max_payload` (deploy/nats-server.conf) are what hold.
pub const MAX_SUBSCRIPTIONS: i64 = 8;
pub const MAX_PAYLOAD: i64 = 8192;

/// What the service reads of the server's request.
#[derive(Debug, PartialEq, Eq)]
pub struct AuthRequest {
    /// The server's public key: the answer's audience.
    pub server: String,
    /// The public key the user JWT is issued to.
    pub user_nkey: String,
    /// The token the client sent (its connection id).
    pub token: Option<String>,
    /// The client's address.
    pub host: String,
}

#[derive(Deserialize)]
struct RequestClaims {
    nats: RequestBody,
}

#[derive(Deserialize)]
struct RequestBody {
    server_id: ServerId,
    user_nkey: String,
    #[serde(default)]
    client_info: ClientInfo,
    #[serde(default)]
    connect_opts: ConnectOpts,
}

#[derive(Deserialize)]
struct ServerId {
    id: String,
}

#[derive(Deserialize, Default)]
struct ClientInfo {
    #[serde(default)]
    host: String,
}

#[derive(Deserialize, Default)]
struct ConnectOpts {
    #[serde(default)]
    auth_token: Option<String>,
}

/// Reads the server's request: a JWT whose claims say who is connecting.
pub fn read_request(jwt: &[u8]) -> Option<AuthRequest> {
    let text = std::str::from_utf8(jwt).ok()?;
    let claims = text.split('.').nth(1)?;
    let claims = BASE64URL_NOPAD
        .decode(claims.trim_end_matches('=').as_bytes())
        .ok()?;
    let claims: RequestClaims = serde_json::from_slice(&claims).ok()?;
    Some(AuthRequest {
        server: claims.nats.server_id.id,
        user_nkey: claims.nats.user_nkey,
        token: claims.nats.connect_opts.auth_token,
        host: claims.nats.client_info.host,
    })
}

/// Whether a token is a connection id this service accepts.
pub fn connection_id(token: Option<&str>) -> Option<&str> {
    token.filter(|t| is_url_safe(t, 22..=22))
}

/// The user's rights for connection `id`: its own request subjects and inbox.
pub fn permissions(id: &str) -> Value {
    json!({
        "pub": { "allow": [format!("takaro.api.{id}.*")] },
        "sub": { "allow": [format!("_INBOX.{id}.>")] },
    })
}

/// The answer to `request`: the user JWT for connection `id`, or the refusal `error`,
/// signed by `issuer` (the account key the server's `auth_callout.issuer` names).
pub fn answer(
    issuer: &KeyPair,
    request: &AuthRequest,
    verdict: Result<&str, &str>,
    now: u64,
) -> Result<String, nkeys::error::Error> {
    let mut nats = json!({ "type": "authorization_response", "version": 2 });
    match verdict {
        Ok(id) => {
            let user = json!({
                "iss": issuer.public_key(),
                "sub": request.user_nkey,
                "aud": PLAYERS_ACCOUNT,
                "name": format!("player-{id}"),
                "iat": now,
                "exp": now + USER_LIFETIME_SECS,
                "nats": {
                    "type": "user",
                    "version": 2,
                    "subs": MAX_SUBSCRIPTIONS,
                    "data": -1,
                    "payload": MAX_PAYLOAD,
                    "pub": permissions(id)["pub"],
                    "sub": permissions(id)["sub"],
                },
            });
            nats["jwt"] = Value::String(encode(issuer, user)?);
        }
        Err(error) => nats["error"] = Value::String(error.to_string()),
    }
    let response = json!({
        "iss": issuer.public_key(),
        "sub": request.user_nkey,
        "aud": request.server,
        "iat": now,
        "nats": nats,
    });
    encode(issuer, response)
}

/// A JWT as NATS writes them: `ed25519-nkey` signed, with a `jti` naming the claims.
fn encode(signer: &KeyPair, mut claims: Value) -> Result<String, nkeys::error::Error> {
    use sha2::{Digest, Sha512_256};
    let header = BASE64URL_NOPAD.encode(br#"{"typ":"JWT","alg":"ed25519-nkey"}"#);
    let id = BASE32_NOPAD.encode(&Sha512_256::digest(claims.to_string().as_bytes()));
    claims["jti"] = Value::String(id);
    let body = BASE64URL_NOPAD.encode(claims.to_string().as_bytes());
    let signed = format!("{header}.{body}");
    let signature = signer.sign(signed.as_bytes())?;
    Ok(format!("{signed}.{}", BASE64URL_NOPAD.encode(&signature)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims_of(jwt: &str) -> Value {
        let body = jwt.split('.').nth(1).unwrap();
        serde_json::from_slice(&BASE64URL_NOPAD.decode(body.as_bytes()).unwrap()).unwrap()
    }

    #[test]
    fn a_connection_gets_only_its_own_subjects() {
        let issuer = KeyPair::new_account();
        let request = AuthRequest {
            server: "NSERVER".into(),
            user_nkey: "UUSER".into(),
            token: Some("abcdefghijklmnopqrstuv".into()),
            host: "127.0.0.1".into(),
        };
        let id = connection_id(request.token.as_deref()).unwrap();
        let jwt = answer(&issuer, &request, Ok(id), 100).unwrap();
        let response = claims_of(&jwt);
        assert_eq!(response["aud"], "NSERVER");
        assert_eq!(response["sub"], "UUSER");
        let user = claims_of(response["nats"]["jwt"].as_str().unwrap());
        assert_eq!(user["aud"], PLAYERS_ACCOUNT);
        assert_eq!(
            user["nats"]["pub"]["allow"],
            json!(["takaro.api.abcdefghijklmnopqrstuv.*"])
        );
        assert_eq!(
            user["nats"]["sub"]["allow"],
            json!(["_INBOX.abcdefghijklmnopqrstuv.>"])
        );
        // The signature is the issuer's.
        let (signed, signature) = jwt.rsplit_once('.').unwrap();
        let signature = BASE64URL_NOPAD.decode(signature.as_bytes()).unwrap();
        issuer.verify(signed.as_bytes(), &signature).unwrap();
    }

    #[test]
    fn tokens_that_are_not_connection_ids_are_refused() {
        for token in [
            None,
            Some(""),
            Some(">"),
            Some("abc.def.ghi.jkl.mnop.qrs"),
            Some("a*"),
        ] {
            assert_eq!(connection_id(token), None, "{token:?}");
        }
    }

    #[test]
    fn the_servers_request_is_read() {
        let claims = json!({"nats": {"server_id": {"id": "NS"}, "user_nkey": "UK",
            "client_info": {"host": "10.0.0.1"}, "connect_opts": {"auth_token": "t"}}});
        let jwt = format!(
            "e30.{}.sig",
            BASE64URL_NOPAD.encode(claims.to_string().as_bytes())
        );
        assert_eq!(
            read_request(jwt.as_bytes()),
            Some(AuthRequest {
                server: "NS".into(),
                user_nkey: "UK".into(),
                token: Some("t".into()),
                host: "10.0.0.1".into()
            })
        );
        assert_eq!(read_request(b"not a jwt"), None);
    }
}
