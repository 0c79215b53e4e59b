% a signalling network in the style of Sachs et al.: 11 proteins, three activity levels
level(L) :- member(L, [low, avg, high]).
0.3::act(pkc, low); 0.4::act(pkc, avg); 0.3::act(pkc, high).
0.4::act(plcg, low); 0.4::act(plcg, avg); 0.2::act(plcg, high).
0.2::act(pip3, low); 0.5::act(pip3, avg); 0.3::act(pip3, high) :- act(plcg, low).
0.4::act(pip3, low); 0.4::act(pip3, avg); 0.2::act(pip3, high) :- act(plcg, avg).
0.6::act(pip3, low); 0.3::act(pip3, avg); 0.1::act(pip3, high) :- act(plcg, high).
0.5::act(pip2, low); 0.3::act(pip2, avg); 0.2::act(pip2, high) :- act(pip3, low).
0.3::act(pip2, low); 0.4::act(pip2, avg); 0.3::act(pip2, high) :- act(pip3, avg).
0.1::act(pip2, low); 0.3::act(pip2, avg); 0.6::act(pip2, high) :- act(pip3, high).
0.6::act(pka, low); 0.3::act(pka, avg); 0.1::act(pka, high) :- act(pkc, low).
0.3::act(pka, low); 0.5::act(pka, avg); 0.2::act(pka, high) :- act(pkc, avg).
0.1::act(pka, low); 0.3::act(pka, avg); 0.6::act(pka, high) :- act(pkc, high).
0.7::act(raf, low); 0.2::act(raf, avg); 0.1::act(raf, high) :- act(pka, high).
0.3::act(raf, low); 0.4::act(raf, avg); 0.3::act(raf, high) :- act(pka, avg).
0.2::act(raf, low); 0.3::act(raf, avg); 0.5::act(raf, high) :- act(pka, low).
0.6::act(mek, low); 0.3::act(mek, avg); 0.1::act(mek, high) :- act(raf, low).
0.2::act(mek, low); 0.6::act(mek, avg); 0.2::act(mek, high) :- act(raf, avg).
0.1::act(mek, low); 0.2::act(mek, avg); 0.7::act(mek, high) :- act(raf, high).
0.7::act(erk, low); 0.2::act(erk, avg); 0.1::act(erk, high) :- act(mek, low).
0.2::act(erk, low); 0.6::act(erk, avg); 0.2::act(erk, high) :- act(mek, avg).
0.1::act(erk, low); 0.2::act(erk, avg); 0.7::act(erk, high) :- act(mek, high).
0.6::act(akt, low); 0.3::act(akt, avg); 0.1::act(akt, high) :- act(erk, low).
0.3::act(akt, low); 0.4::act(akt, avg); 0.3::act(akt, high) :- act(erk, avg).
0.1::act(akt, low); 0.3::act(akt, avg); 0.6::act(akt, high) :- act(erk, high).
0.5::act(p38, low); 0.3::act(p38, avg); 0.2::act(p38, high) :- act(pkc, low).
0.3::act(p38, low); 0.4::act(p38, avg); 0.3::act(p38, high) :- act(pkc, avg).
0.2::act(p38, low); 0.3::act(p38, avg); 0.5::act(p38, high) :- act(pkc, high).
0.5::act(jnk, low); 0.3::act(jnk, avg); 0.2::act(jnk, high) :- act(pkc, low).
0.4::act(jnk, low); 0.3::act(jnk, avg); 0.3::act(jnk, high) :- act(pkc, avg).
0.2::act(jnk, low); 0.4::act(jnk, avg); 0.4::act(jnk, high) :- act(pkc, high).
evidence(act(erk, high)).
evidence(act(p38, low)).
query(act(pkc, _)). query(act(pka, _)). query(act(raf, _)). query(act(akt, high)). query(act(jnk, _)).
:- use_module(library(lists)).
