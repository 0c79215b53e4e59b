% hunt17: a mutant (agreeing with ProbLog) of hunt13b_lists_06.pl: use_module lists at 18
:- use_module(library(lists)).
0.4::c(1).
0.7::c(2).
0.5::c(3).
r0(X) :- c(1), findall(nth0(1,[a],E0), nth0(1,[a],E0), X).
r1(X) :- c(2), findall(nth0(1,[b,a,c],E0), nth0(1,[b,a,c],E0), X).
r2(X) :- c(3), findall(nth0(1,[1,2.0,2],E0), nth0(1,[1,2.0,2],E0), X).
r3(X) :- c(1), findall(nth0(2,[a,b],E0), nth0(2,[a,b],E0), X).
r4(X) :- c(2), findall(nth0(2,[1,2,3],E0), nth0(2,[1,2,3],E0), X).
r5(X) :- c(3), findall(nth0(-1,[],E0), nth0(-1,[],E0), X).
r6(X) :- c(1), findall(nth0(-1,[a,b,a],E0), nth0(-1,[a,b,a],E0), X).
r7(X) :- c(2), findall(nth0(-1,[3,1,2,1],E0), nth0(-1,[3,1,2,1],E0), X).
r8(X) :- c(3), findall(nth0(5,[a],E0), nth0(5,[a],E0), X).
r9(X) :- c(1), findall(nth0(5,[b,a,c],E0), nth0(5,[b,a,c],E0), X).
r10(X) :- c(2), findall(nth0(5,[1,2.0,2],E0), nth0(5,[1,2.0,2],E0), X).
r11(X) :- c(3), findall(nth1(0,[a,b],E0), nth1(0,[a,b],E0), X).
r12(X) :- c(1), findall(nth1(0,[1,2,3],E0), nth1(0,[1,2,3],E0), X).
r13(X) :- c(2), findall(nth1(1,[],E0), nth1(1,[],E0), X).
:- use_module(library(lists)).
r14(X) :- c(3), findall(nth1(1,[a,b,a],E0), nth1(1,[a,b,a],E0), X).
r15(X) :- c(1), findall(nth1(1,[3,1,2,1],E0), nth1(1,[3,1,2,1],E0), X).
r16(X) :- c(2), findall(nth1(2,[a],E0), nth1(2,[a],E0), X).
r17(X) :- c(3), findall(nth1(2,[b,a,c],E0), nth1(2,[b,a,c],E0), X).
r18(X) :- c(1), findall(nth1(2,[1,2.0,2],E0), nth1(2,[1,2.0,2],E0), X).
r19(X) :- c(2), findall(nth1(-1,[a,b],E0), nth1(-1,[a,b],E0), X).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
query(r8(_)).
query(r9(_)).
:- use_module(library(lists)).
query(r10(_)).
query(r11(_)).
query(r12(_)).
query(r13(_)).
query(r14(_)).
query(r15(_)).
query(r16(_)).
query(r17(_)).
query(r18(_)).
query(r19(_)).
