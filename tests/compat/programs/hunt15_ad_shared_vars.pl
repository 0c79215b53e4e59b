% annotated disjunctions whose heads share variables with the body
weather(d1). weather(d2).
0.6::w(D, sun); 0.3::w(D, rain); 0.1::w(D, snow) :- weather(D).
0.9::go(D, park); 0.1::go(D, home) :- w(D, sun).
0.2::go(D, park); 0.8::go(D, home) :- w(D, rain).
go(D, home) :- w(D, snow).
both_park :- go(d1, park), go(d2, park).
query(go(_, _)). query(both_park).
