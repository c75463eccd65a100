"""Helpers of Benchmarks/run: process measurement, peers, synthetic schemas, compile measurements."""
